DROP INDEX "respondent_events_respondent_idx";--> statement-breakpoint
CREATE INDEX "respondent_events_job_at_idx" ON "respondent_events" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "respondents_search_demographics_idx" ON "respondents" USING btree ("gender","year_of_birth","state","no_show_count","id") WHERE "respondents"."is_active";--> statement-breakpoint
CREATE INDEX "respondent_events_respondent_idx" ON "respondent_events" USING btree ("respondent_id","job_id","at");