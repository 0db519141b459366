-- Prefix indexes behind the staff autocomplete (search/*). text_pattern_ops lets LIKE 'x%' use the
-- index under any collation (a real PostgreSQL server is usually not on the C collation).
CREATE INDEX IF NOT EXISTS "respondents_id_text_idx" ON "respondents" ((("id")::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "respondents_mobile_prefix_idx" ON "respondents" ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "respondents_email_prefix_idx" ON "respondents" ((lower("email")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_number_prefix_idx" ON "jobs" ((lower("job_number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_name_prefix_idx" ON "jobs" ((lower("name")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_approved_no_prefix_idx" ON "jobs" ((lower("approved_no")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_name_prefix_idx" ON "clients" ((lower("name")) text_pattern_ops);
