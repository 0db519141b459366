CREATE TABLE "job_money_sums" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"budgeted" numeric DEFAULT '0' NOT NULL,
	"paid" numeric DEFAULT '0' NOT NULL,
	"owed" numeric DEFAULT '0' NOT NULL,
	"invoiced" numeric DEFAULT '0' NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"rated_cost" numeric DEFAULT '0' NOT NULL,
	"unrated_minutes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_point_sums" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone,
	"last_at" timestamp with time zone,
	"points" bigint DEFAULT 0 NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_point_sums_first_idx" ON "job_point_sums" USING btree ("first_at","last_at","job_id");--> statement-breakpoint
CREATE INDEX "job_point_sums_last_idx" ON "job_point_sums" USING btree ("last_at","first_at","job_id");