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