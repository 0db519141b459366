CREATE TABLE "job_group_fill" (
	"job_group_id" integer PRIMARY KEY NOT NULL,
	"first_move_at" timestamp with time zone,
	"fill_at" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "respondent_events_session_booking_id_idx" ON "respondent_events" USING btree ("id","job_group_id","status","history_stage") WHERE "respondent_events"."kind" = 'Session';