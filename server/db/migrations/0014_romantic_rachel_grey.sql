DROP INDEX "respondent_events_respondent_idx";--> statement-breakpoint
CREATE INDEX "respondent_events_respondent_idx" ON "respondent_events" USING btree ("respondent_id","job_id","at");