DROP INDEX "booking_history_status_at_idx";--> statement-breakpoint
CREATE INDEX "respondents_created_idx" ON "respondents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_history_status_at_idx" ON "booking_history" USING btree ("to_status","at","from_status");