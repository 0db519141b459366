-- Free-text list search (decision 084): trigram GIN indexes let ILIKE '%term%' (3+ characters) use
-- an index instead of a sequential scan. pg_trgm is a trusted extension (PostgreSQL >= 13: the
-- database owner may create it); PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
-- Trigrams are case-folded, so one index on the plain column serves LIKE and ILIKE alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_name_trgm_idx" ON "jobs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_number_trgm_idx" ON "jobs" USING gin ("job_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_groups_name_trgm_idx" ON "job_groups" USING gin ("name" gin_trgm_ops);
