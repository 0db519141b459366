-- Decision 302: staff_kpi_days, the staff KPI's counts per agency day and `by` of booking history
-- (definitions in server/services/reports/staff-kpi-metrics.ts), kept by statement triggers on
-- booking_history, respondent_events and job_groups so that every writer keeps them, then filled.
-- Days are in the zone of staff_kpi_clock; the service rebuilds them when the agency's zone differs.
--
-- Bookings made and confirmations depend on the move alone: each statement adds or takes away its
-- moves' counts. Attended (bookings a person made whose respondent turned up, on the session's
-- day) depends on three tables. A booking's change adds or takes away that booking's share. A
-- change of moves or sessions refreshes the (day, by) it may touch, locking those rows (in key
-- order) before it reads the bookings again, so a concurrent writer of the same day waits and the
-- read after the lock sees what it committed (as job_booking_money, decision 246).
CREATE FUNCTION staff_kpi_made(from_status text, to_status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(to_status IN ('Booked', 'Confirmed') AND (from_status IS NULL OR from_status NOT IN ('Booked', 'Confirmed')), false)
$$;
--> statement-breakpoint
CREATE FUNCTION staff_kpi_confirmed(from_status text, to_status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(to_status = 'Confirmed' AND from_status IS DISTINCT FROM 'Confirmed', false)
$$;
--> statement-breakpoint
-- TURNED_UP in server/db/repo/reports/booking-groups.ts (a test checks they agree).
CREATE FUNCTION staff_kpi_turned_up(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(status IN ('Attended', 'Completed', 'Showed but not used', 'Late and not used', 'Wrong profile'), false)
$$;
--> statement-breakpoint
-- Attended again for the given (day, by): the day's sessions' turned-up bookings the person made.
CREATE FUNCTION staff_kpi_attended_refresh(days date[], bys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT c.zone FROM staff_kpi_clock c WHERE c.id = 1);
BEGIN
  IF tz IS NULL THEN RETURN; END IF;
  INSERT INTO staff_kpi_days (day, by) SELECT DISTINCT * FROM unnest(days, bys) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM staff_kpi_days d WHERE (d.day, d.by) IN (SELECT * FROM unnest(days, bys))
  ORDER BY d.day, d.by FOR UPDATE;
  UPDATE staff_kpi_days d SET attended = coalesce(n.n, 0)
  FROM (SELECT DISTINCT * FROM unnest(days, bys)) AS k(day, by)
  LEFT JOIN (
    SELECT (g.starts_at AT TIME ZONE tz)::date AS day, h.by, count(DISTINCT x.id)::int AS n
    FROM (SELECT DISTINCT k2 AS day FROM unnest(days) AS k2) kd
    JOIN job_groups g ON g.starts_at >= (kd.day::timestamp AT TIME ZONE tz)
      AND g.starts_at < ((kd.day + 1)::timestamp AT TIME ZONE tz)
    JOIN respondent_events x ON x.job_group_id = g.id AND staff_kpi_turned_up(x.status)
    JOIN booking_history h ON h.event_id = x.id AND staff_kpi_made(h.from_status, h.to_status)
    GROUP BY 1, 2
  ) n ON n.day = k.day AND n.by = k.by
  WHERE d.day = k.day AND d.by = k.by AND d.attended IS DISTINCT FROM coalesce(n.n, 0);
END
$$;
--> statement-breakpoint
-- Moves added, changed or removed: their counts, and attended for their bookings' session days.
CREATE FUNCTION staff_kpi_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT c.zone FROM staff_kpi_clock c WHERE c.id = 1);
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO staff_kpi_days AS d (day, by, made, confirmations)
    SELECT (h.at AT TIME ZONE tz)::date, h.by,
      count(*) FILTER (WHERE staff_kpi_made(h.from_status, h.to_status)),
      count(*) FILTER (WHERE staff_kpi_confirmed(h.from_status, h.to_status))
    FROM added h
    WHERE staff_kpi_made(h.from_status, h.to_status) OR staff_kpi_confirmed(h.from_status, h.to_status)
    GROUP BY 1, 2
    ON CONFLICT (day, by) DO UPDATE
      SET made = d.made + excluded.made, confirmations = d.confirmations + excluded.confirmations;
    PERFORM staff_kpi_attended_refresh(array_agg(k.day), array_agg(k.by))
    FROM (SELECT DISTINCT (g.starts_at AT TIME ZONE tz)::date AS day, h.by FROM added h
      JOIN respondent_events x ON x.id = h.event_id JOIN job_groups g ON g.id = x.job_group_id
      WHERE staff_kpi_made(h.from_status, h.to_status) AND staff_kpi_turned_up(x.status)
        AND g.starts_at IS NOT NULL) k
    HAVING count(*) > 0;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO staff_kpi_days AS d (day, by, made, confirmations)
    SELECT (h.at AT TIME ZONE tz)::date, h.by,
      -count(*) FILTER (WHERE staff_kpi_made(h.from_status, h.to_status)),
      -count(*) FILTER (WHERE staff_kpi_confirmed(h.from_status, h.to_status))
    FROM removed h
    WHERE staff_kpi_made(h.from_status, h.to_status) OR staff_kpi_confirmed(h.from_status, h.to_status)
    GROUP BY 1, 2
    ON CONFLICT (day, by) DO UPDATE
      SET made = d.made + excluded.made, confirmations = d.confirmations + excluded.confirmations;
    PERFORM staff_kpi_attended_refresh(array_agg(k.day), array_agg(k.by))
    FROM (SELECT DISTINCT (g.starts_at AT TIME ZONE tz)::date AS day, h.by FROM removed h
      JOIN respondent_events x ON x.id = h.event_id JOIN job_groups g ON g.id = x.job_group_id
      WHERE staff_kpi_made(h.from_status, h.to_status) AND staff_kpi_turned_up(x.status)
        AND g.starts_at IS NOT NULL) k
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Turned-up bookings' share of attended, added (sign 1) or taken away (-1) at their session's day
-- for each person who made them.
CREATE FUNCTION staff_kpi_attended_add(ids integer[], group_ids integer[], signs integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT c.zone FROM staff_kpi_clock c WHERE c.id = 1);
BEGIN
  IF tz IS NULL THEN RETURN; END IF;
  INSERT INTO staff_kpi_days AS d (day, by, attended)
  SELECT (g.starts_at AT TIME ZONE tz)::date, m.by, sum(x.sign)::int
  FROM unnest(ids, group_ids, signs) AS x(id, job_group_id, sign)
  JOIN job_groups g ON g.id = x.job_group_id AND g.starts_at IS NOT NULL
  CROSS JOIN LATERAL (SELECT DISTINCT h.by FROM booking_history h
    WHERE h.event_id = x.id AND staff_kpi_made(h.from_status, h.to_status)) m
  GROUP BY 1, 2
  HAVING sum(x.sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, by) DO UPDATE SET attended = d.attended + excluded.attended;
END
$$;
--> statement-breakpoint
-- Bookings added, removed, or whose status or session changed: their own share of attended, taken
-- away at the old session's day and added at the new one (the statement changes no move or
-- session, so an outcome recorded reads one booking's history, not the day's).
CREATE FUNCTION staff_kpi_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM staff_kpi_attended_add(array_agg(n.id), array_agg(n.job_group_id), array_agg(1)) FROM added n
    WHERE staff_kpi_turned_up(n.status) AND n.job_group_id IS NOT NULL HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM staff_kpi_attended_add(array_agg(o.id), array_agg(o.job_group_id), array_agg(-1)) FROM removed o
    WHERE staff_kpi_turned_up(o.status) AND o.job_group_id IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM staff_kpi_attended_add(array_agg(x.id), array_agg(x.job_group_id), array_agg(x.sign))
    FROM (
      SELECT o.id, o.job_group_id, -1 AS sign FROM removed o JOIN added n ON n.id = o.id
      WHERE (n.job_group_id, n.status) IS DISTINCT FROM (o.job_group_id, o.status)
        AND staff_kpi_turned_up(o.status) AND o.job_group_id IS NOT NULL
      UNION ALL
      SELECT n.id, n.job_group_id, 1 FROM removed o JOIN added n ON n.id = o.id
      WHERE (n.job_group_id, n.status) IS DISTINCT FROM (o.job_group_id, o.status)
        AND staff_kpi_turned_up(n.status) AND n.job_group_id IS NOT NULL
    ) x
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sessions added, removed or moved to another day: attended for the old and new days of their
-- turned-up bookings.
CREATE FUNCTION staff_kpi_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT c.zone FROM staff_kpi_clock c WHERE c.id = 1);
BEGIN
  IF tz IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM staff_kpi_attended_refresh(array_agg(k.day), array_agg(k.by))
    FROM (SELECT DISTINCT (g.starts_at AT TIME ZONE tz)::date AS day, h.by FROM added g
      JOIN respondent_events x ON x.job_group_id = g.id AND staff_kpi_turned_up(x.status)
      JOIN booking_history h ON h.event_id = x.id AND staff_kpi_made(h.from_status, h.to_status)
      WHERE g.starts_at IS NOT NULL) k
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM staff_kpi_attended_refresh(array_agg(k.day), array_agg(k.by))
    FROM (SELECT DISTINCT (g.starts_at AT TIME ZONE tz)::date AS day, h.by FROM removed g
      JOIN respondent_events x ON x.job_group_id = g.id AND staff_kpi_turned_up(x.status)
      JOIN booking_history h ON h.event_id = x.id AND staff_kpi_made(h.from_status, h.to_status)
      WHERE g.starts_at IS NOT NULL) k
    HAVING count(*) > 0;
  ELSE
    PERFORM staff_kpi_attended_refresh(array_agg(k.day), array_agg(k.by))
    FROM (SELECT DISTINCT (g.starts_at AT TIME ZONE tz)::date AS day, h.by
      FROM (
        SELECT o.id, o.starts_at FROM removed o JOIN added n ON n.id = o.id
        WHERE n.starts_at IS DISTINCT FROM o.starts_at
        UNION ALL
        SELECT n.id, n.starts_at FROM removed o JOIN added n ON n.id = o.id
        WHERE n.starts_at IS DISTINCT FROM o.starts_at
      ) g
      JOIN respondent_events x ON x.job_group_id = g.id AND staff_kpi_turned_up(x.status)
      JOIN booking_history h ON h.event_id = x.id AND staff_kpi_made(h.from_status, h.to_status)
      WHERE g.starts_at IS NOT NULL) k
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every count again in another zone: the migration's fill, and the service when the agency's zone
-- is not the clock's.
CREATE FUNCTION staff_kpi_rebuild(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE staff_kpi_days IN EXCLUSIVE MODE;
  DELETE FROM staff_kpi_days;
  INSERT INTO staff_kpi_clock (id, zone) VALUES (1, tz) ON CONFLICT (id) DO UPDATE SET zone = excluded.zone;
  INSERT INTO staff_kpi_days (day, by, made, confirmations)
  SELECT (h.at AT TIME ZONE tz)::date, h.by,
    count(*) FILTER (WHERE staff_kpi_made(h.from_status, h.to_status)),
    count(*) FILTER (WHERE staff_kpi_confirmed(h.from_status, h.to_status))
  FROM booking_history h
  WHERE h.to_status IN ('Booked', 'Confirmed')
    AND (staff_kpi_made(h.from_status, h.to_status) OR staff_kpi_confirmed(h.from_status, h.to_status))
  GROUP BY 1, 2;
  INSERT INTO staff_kpi_days AS d (day, by, attended)
  SELECT (g.starts_at AT TIME ZONE tz)::date, h.by, count(DISTINCT x.id)
  FROM job_groups g
  JOIN respondent_events x ON x.job_group_id = g.id AND staff_kpi_turned_up(x.status)
  JOIN booking_history h ON h.event_id = x.id AND staff_kpi_made(h.from_status, h.to_status)
  WHERE g.starts_at IS NOT NULL
  GROUP BY 1, 2
  ON CONFLICT (day, by) DO UPDATE SET attended = excluded.attended;
END
$$;
--> statement-breakpoint
CREATE TRIGGER staff_kpi_history_insert AFTER INSERT ON booking_history
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_history();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_history_delete AFTER DELETE ON booking_history
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_history();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_history_update AFTER UPDATE ON booking_history
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_history();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_events_insert AFTER INSERT ON respondent_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_events();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_events_delete AFTER DELETE ON respondent_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_events();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_events_update AFTER UPDATE ON respondent_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_events();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_sessions_insert AFTER INSERT ON job_groups
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_sessions();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_sessions_delete AFTER DELETE ON job_groups
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_sessions();
--> statement-breakpoint
CREATE TRIGGER staff_kpi_sessions_update AFTER UPDATE ON job_groups
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION staff_kpi_sessions();
--> statement-breakpoint
-- The fill, in the agency's zone as far as SQL can tell (the service rebuilds if it reads another).
SELECT staff_kpi_rebuild(coalesce(
  (SELECT trim(value) FROM config_items WHERE key = 'timeZone'
    AND trim(value) IN (SELECT name FROM pg_timezone_names) LIMIT 1),
  CASE WHEN (SELECT upper(trim(value)) FROM config_items WHERE key = 'getcountrycode' LIMIT 1) = 'NZ'
    THEN 'Pacific/Auckland' ELSE 'Australia/Sydney' END));
