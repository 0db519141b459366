-- Decision 307: the Scorecard's bookings made, read from two small indexes of the placing moves alone.
CREATE INDEX "booking_history_placed_idx" ON "booking_history" USING btree ("at","event_id","id","by") WHERE "booking_history"."to_status" in ('Booked', 'Confirmed');--> statement-breakpoint
CREATE INDEX "booking_history_placed_event_idx" ON "booking_history" USING btree ("event_id","at","id") WHERE "booking_history"."to_status" in ('Booked', 'Confirmed');
