DROP INDEX "respondent_events_session_bookings_idx";--> statement-breakpoint
DROP INDEX "booking_history_event_idx";--> statement-breakpoint
CREATE INDEX "respondent_events_session_bookings_idx" ON "respondent_events" USING btree ("job_group_id","status","history_stage","id") WHERE "respondent_events"."kind" = 'Session';--> statement-breakpoint
CREATE INDEX "booking_history_event_idx" ON "booking_history" USING btree ("event_id","id","at","from_status","to_status");