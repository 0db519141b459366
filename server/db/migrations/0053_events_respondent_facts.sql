-- Decision 303 (amended): a member's events with what the eligibility labels read, so a batch's
-- facts (the panel-search export's labels) are an index-only walk, not a table page per event.
DROP INDEX "respondent_events_respondent_idx";--> statement-breakpoint
CREATE INDEX "respondent_events_respondent_idx" ON "respondent_events" USING btree ("respondent_id","job_id","at","status","kind","closed","expires_at");