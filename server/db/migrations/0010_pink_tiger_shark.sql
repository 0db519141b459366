CREATE TABLE "respondent_profile_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"job_id" integer,
	"old_email" text,
	"old_mobile" text,
	"old_postcode" text,
	"new_email" text,
	"new_mobile" text,
	"new_postcode" text,
	"mailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reverted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "attendance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "respondent_events" ADD COLUMN "attendance_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "respondent_profile_changes" ADD CONSTRAINT "respondent_profile_changes_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respondent_profile_changes_respondent_idx" ON "respondent_profile_changes" USING btree ("respondent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "respondent_events_survey_click_uq" ON "respondent_events" USING btree ("respondent_id","job_id") WHERE "respondent_events"."kind" = 'SurveyClick';