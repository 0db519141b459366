-- Decision 300: job_group_fill, what the Job KPI Report replays of each session's booking history,
-- kept by statement triggers on booking_history, respondent_events and job_groups so that every
-- writer keeps it, then filled for the sessions already there.
--
-- The replay (decision 240, the report's statement before this): the moves (booking_history rows)
-- of the session's "Session" bookings in (at, id) order, +1 when a move goes into a held place
-- (HELD_PLACE in server/db/repo/reports/booking-groups.ts), −1 when it leaves one. first_move_at is
-- the first move; fill_at[k] the first move after which k places were held at once (the running
-- count moves by at most one, so its new highs are 1, 2, 3…). The session filled at
-- fill_at[required_places], read at report time, so a later change of required places is exact.
--
-- A refresh locks its rows (in key order) before it replays the sessions again: a concurrent writer
-- of the same session waits, and the read after the lock sees what it committed (decision 246).
CREATE FUNCTION booking_holds_place(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(status IN ('Booked', 'Confirmed', 'Attended', 'Completed', 'Showed but not used',
    'Late and not used', 'Wrong profile', 'No show'), false)
$$;
--> statement-breakpoint
CREATE FUNCTION job_group_fill_refresh(group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Only sessions that exist: a trigger may refresh one being deleted in this transaction.
  INSERT INTO job_group_fill (job_group_id)
  SELECT g.id FROM job_groups g WHERE g.id = ANY(group_ids)
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM job_group_fill f WHERE f.job_group_id = ANY(group_ids)
  ORDER BY f.job_group_id FOR UPDATE;
  UPDATE job_group_fill f SET first_move_at = r.first_move_at, fill_at = r.fill_at
  FROM (
    SELECT k.id, min(m.at) AS first_move_at,
      coalesce(array_agg(m.at ORDER BY m.taken) FILTER (WHERE m.taken > m.high), '{}') AS fill_at
    FROM (SELECT DISTINCT f.job_group_id AS id FROM job_group_fill f WHERE f.job_group_id = ANY(group_ids)) k
    LEFT JOIN (
      SELECT t.job_group_id, t.at, t.taken,
        greatest(0, coalesce(max(t.taken) OVER (PARTITION BY t.job_group_id ORDER BY t.at, t.id
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)) AS high
      FROM (
        SELECT x.job_group_id, h.at, h.id,
          sum(booking_holds_place(h.to_status)::int - booking_holds_place(h.from_status)::int)
            OVER (PARTITION BY x.job_group_id ORDER BY h.at, h.id) AS taken
        FROM respondent_events x JOIN booking_history h ON h.event_id = x.id
        WHERE x.job_group_id = ANY(group_ids) AND x.kind = 'Session'
      ) t
    ) m ON m.job_group_id = k.id
    GROUP BY k.id
  ) r
  WHERE f.job_group_id = r.id;
END
$$;
--> statement-breakpoint
-- Moves added, changed or removed: the sessions of their bookings.
CREATE FUNCTION job_group_fill_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_group_fill_refresh(array_agg(DISTINCT x.job_group_id)) FROM respondent_events x
    WHERE x.id IN (SELECT event_id FROM added) AND x.kind = 'Session' AND x.job_group_id IS NOT NULL
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_group_fill_refresh(array_agg(DISTINCT x.job_group_id)) FROM respondent_events x
    WHERE x.id IN (SELECT event_id FROM removed) AND x.kind = 'Session' AND x.job_group_id IS NOT NULL
    HAVING count(*) > 0;
  ELSE
    PERFORM job_group_fill_refresh(array_agg(DISTINCT x.job_group_id)) FROM respondent_events x
    WHERE x.id IN (
        SELECT o.event_id FROM removed o JOIN added n ON n.id = o.id
        WHERE (n.event_id, n.at, n.from_status, n.to_status) IS DISTINCT FROM (o.event_id, o.at, o.from_status, o.to_status)
        UNION
        SELECT n.event_id FROM removed o JOIN added n ON n.id = o.id
        WHERE (n.event_id, n.at, n.from_status, n.to_status) IS DISTINCT FROM (o.event_id, o.at, o.from_status, o.to_status))
      AND x.kind = 'Session' AND x.job_group_id IS NOT NULL
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Bookings with moves added (moves written before their booking) or removed, and bookings moved
-- to another session or kind: their old and new sessions.
CREATE FUNCTION job_group_fill_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_group_fill_refresh(array_agg(DISTINCT a.job_group_id)) FROM added a
    WHERE a.kind = 'Session' AND a.job_group_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM booking_history h WHERE h.event_id = a.id)
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_group_fill_refresh(array_agg(DISTINCT o.job_group_id)) FROM removed o
    WHERE o.kind = 'Session' AND o.job_group_id IS NOT NULL
    HAVING count(*) > 0;
  ELSE
    PERFORM job_group_fill_refresh(array_agg(DISTINCT r.job_group_id)) FROM (
      SELECT o.job_group_id FROM removed o JOIN added n ON n.id = o.id
      WHERE o.kind = 'Session' AND (n.job_group_id, n.kind) IS DISTINCT FROM (o.job_group_id, o.kind)
      UNION
      SELECT n.job_group_id FROM removed o JOIN added n ON n.id = o.id
      WHERE n.kind = 'Session' AND (n.job_group_id, n.kind) IS DISTINCT FROM (o.job_group_id, o.kind)
    ) r
    WHERE r.job_group_id IS NOT NULL
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION job_group_fill_groups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_group_fill WHERE job_group_id IN (SELECT id FROM removed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_group_fill_history_insert AFTER INSERT ON booking_history
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_history();
--> statement-breakpoint
CREATE TRIGGER job_group_fill_history_delete AFTER DELETE ON booking_history
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_history();
--> statement-breakpoint
CREATE TRIGGER job_group_fill_history_update AFTER UPDATE ON booking_history
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_history();
--> statement-breakpoint
CREATE TRIGGER job_group_fill_events_insert AFTER INSERT ON respondent_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_events();
--> statement-breakpoint
CREATE TRIGGER job_group_fill_events_delete AFTER DELETE ON respondent_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_events();
--> statement-breakpoint
CREATE TRIGGER job_group_fill_events_update AFTER UPDATE ON respondent_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_events();
--> statement-breakpoint
CREATE TRIGGER job_group_fill_groups_delete AFTER DELETE ON job_groups
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_group_fill_groups_delete();
--> statement-breakpoint
-- The sessions already there: one replay over every session's moves.
INSERT INTO job_group_fill (job_group_id, first_move_at, fill_at)
SELECT g.id, min(m.at), coalesce(array_agg(m.at ORDER BY m.taken) FILTER (WHERE m.taken > m.high), '{}')
FROM job_groups g
LEFT JOIN (
  SELECT t.job_group_id, t.at, t.taken,
    greatest(0, coalesce(max(t.taken) OVER (PARTITION BY t.job_group_id ORDER BY t.at, t.id
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)) AS high
  FROM (
    SELECT x.job_group_id, h.at, h.id,
      sum(booking_holds_place(h.to_status)::int - booking_holds_place(h.from_status)::int)
        OVER (PARTITION BY x.job_group_id ORDER BY h.at, h.id) AS taken
    FROM respondent_events x JOIN booking_history h ON h.event_id = x.id
    WHERE x.kind = 'Session' AND x.job_group_id IS NOT NULL
  ) t
) m ON m.job_group_id = g.id
GROUP BY g.id;
