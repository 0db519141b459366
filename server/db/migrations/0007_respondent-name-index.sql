-- The palette's "@" respondent lookup matches a full-name or last-name prefix.
CREATE INDEX IF NOT EXISTS "respondents_full_name_prefix_idx" ON "respondents" ((lower("first_name" || ' ' || "last_name")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "respondents_last_name_prefix_idx" ON "respondents" ((lower("last_name")) text_pattern_ops);
