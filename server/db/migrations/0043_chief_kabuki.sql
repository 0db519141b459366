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
