CREATE TABLE "licence_holders" (
	"licence_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_holders_licence_id_staff_user_id_pk" PRIMARY KEY("licence_id","staff_user_id")
);
--> statement-breakpoint
CREATE TABLE "software_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"reference" text,
	"seats" integer NOT NULL,
	"expires_on" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_licences_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "licence_holders" ADD CONSTRAINT "licence_holders_licence_id_software_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."software_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_holders" ADD CONSTRAINT "licence_holders_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_holders_user_idx" ON "licence_holders" USING btree ("staff_user_id");