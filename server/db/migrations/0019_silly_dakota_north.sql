CREATE TABLE "clock_entry_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"clock_entry_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"before_day" date NOT NULL,
	"before_on" timestamp with time zone NOT NULL,
	"before_off" timestamp with time zone,
	"after_day" date,
	"after_on" timestamp with time zone,
	"after_off" timestamp with time zone,
	"reason" text NOT NULL,
	"corrected_by" integer NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clock_entry_corrections" ADD CONSTRAINT "clock_entry_corrections_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_entry_corrections_user_day_idx" ON "clock_entry_corrections" USING btree ("staff_user_id","before_day");--> statement-breakpoint
CREATE INDEX "clock_entry_corrections_entry_idx" ON "clock_entry_corrections" USING btree ("clock_entry_id");