-- Decision 238: respondent_events.history_stage, the furthest funnel stage (decision 240) a
-- booking_history row moved the booking to, kept by triggers on booking_history so that every
-- writer (the bookings repository, seeds, imports, the bench's generator) keeps it, then filled
-- for the bookings already there. The stages of the moves: funnel-stages.ts (HISTORY_STAGE).
CREATE FUNCTION booking_funnel_stage(status text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN status = 'Confirmed' THEN 5
    WHEN status = 'Booked' THEN 4
    WHEN status IN ('Qualified', 'Standby') THEN 3
    WHEN status IN ('Screened', 'Terminated', 'Over quota') THEN 2
    ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- New rows only raise a booking's stage: one grouped update per statement (a bulk insert too).
CREATE FUNCTION booking_history_stage_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE respondent_events x SET history_stage = m.stage
  FROM (SELECT event_id, max(booking_funnel_stage(to_status)) AS stage FROM added GROUP BY event_id) m
  WHERE x.id = m.event_id AND x.history_stage < m.stage;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed or removed row may lower it: the booking's rows are read again.
CREATE FUNCTION booking_history_stage_recheck() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE respondent_events x SET history_stage = coalesce(
    (SELECT max(booking_funnel_stage(h.to_status)) FROM booking_history h WHERE h.event_id = x.id), 0)
  WHERE x.id IN (SELECT event_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_history_stage_insert AFTER INSERT ON booking_history
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION booking_history_stage_raise();
--> statement-breakpoint
CREATE TRIGGER booking_history_stage_update AFTER UPDATE ON booking_history
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_history_stage_recheck();
--> statement-breakpoint
CREATE TRIGGER booking_history_stage_delete AFTER DELETE ON booking_history
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_history_stage_recheck();
--> statement-breakpoint
UPDATE respondent_events x SET history_stage = m.stage
FROM (SELECT event_id, max(booking_funnel_stage(to_status)) AS stage FROM booking_history
  WHERE to_status IN ('Screened', 'Terminated', 'Over quota', 'Qualified', 'Standby', 'Booked', 'Confirmed')
  GROUP BY event_id) m
WHERE x.id = m.event_id;
