-- Decision 301: job_point_sums, each job's points movements (the ledger rows whose event is one of
-- the job's: their first and last time, sum, count and members), kept by statement triggers on
-- respondent_points and respondent_events so that every writer keeps it, then filled for the
-- ledger already there. A refresh locks its rows (in key order) before it reads the ledger again,
-- as job_booking_money's does (decision 246).
CREATE FUNCTION job_point_sums_refresh(job_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_point_sums (job_id)
  SELECT DISTINCT k FROM unnest(job_ids) AS k WHERE k IS NOT NULL
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM job_point_sums s WHERE s.job_id = ANY (job_ids) ORDER BY s.job_id FOR UPDATE;
  UPDATE job_point_sums s SET first_at = f.first_at, last_at = f.last_at, points = f.points,
    movements = f.movements, members = f.members
  FROM (
    SELECT k.job_id, min(p.created_at) AS first_at, max(p.created_at) AS last_at,
      coalesce(sum(p.points), 0) AS points, count(p.id)::int AS movements,
      count(DISTINCT p.respondent_id)::int AS members
    FROM (SELECT DISTINCT k AS job_id FROM unnest(job_ids) AS k WHERE k IS NOT NULL) k
    LEFT JOIN respondent_events x ON x.job_id = k.job_id
    LEFT JOIN respondent_points p ON p.event_id = x.id
    GROUP BY k.job_id
  ) f
  WHERE s.job_id = f.job_id;
END
$$;
--> statement-breakpoint
-- Ledger rows added or removed: their events' jobs.
CREATE FUNCTION job_point_sums_points_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_point_sums_refresh(array_agg(DISTINCT x.job_id)) FROM respondent_events x
    WHERE x.id IN (SELECT event_id FROM added) AND x.job_id IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM job_point_sums_refresh(array_agg(DISTINCT x.job_id)) FROM respondent_events x
    WHERE x.id IN (SELECT event_id FROM removed) AND x.job_id IS NOT NULL HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Ledger rows changed: the jobs of their old and new events, when the event, member, points or time moved.
CREATE FUNCTION job_point_sums_points_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_point_sums_refresh(array_agg(DISTINCT x.job_id)) FROM respondent_events x
  WHERE x.job_id IS NOT NULL AND x.id IN (
    SELECT e.event_id FROM removed o JOIN added n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.event_id), (n.event_id)) e(event_id)
    WHERE (n.event_id, n.respondent_id, n.points, n.created_at)
      IS DISTINCT FROM (o.event_id, o.respondent_id, o.points, o.created_at))
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Events added or removed that ledger rows point at: their jobs.
CREATE FUNCTION job_point_sums_events_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_point_sums_refresh(array_agg(DISTINCT a.job_id)) FROM added a
    WHERE a.job_id IS NOT NULL AND EXISTS (SELECT 1 FROM respondent_points p WHERE p.event_id = a.id)
    HAVING count(*) > 0;
  ELSE
    PERFORM job_point_sums_refresh(array_agg(DISTINCT o.job_id)) FROM removed o
    WHERE o.job_id IS NOT NULL AND EXISTS (SELECT 1 FROM respondent_points p WHERE p.event_id = o.id)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Events moved to another job that ledger rows point at: the old and new jobs.
CREATE FUNCTION job_point_sums_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_point_sums_refresh(array_agg(DISTINCT j.job_id))
  FROM removed o JOIN added n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.job_id), (n.job_id)) j(job_id)
  WHERE j.job_id IS NOT NULL AND n.job_id IS DISTINCT FROM o.job_id
    AND EXISTS (SELECT 1 FROM respondent_points p WHERE p.event_id = n.id)
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_point_sums_points_insert AFTER INSERT ON respondent_points
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_point_sums_points_rows();
--> statement-breakpoint
CREATE TRIGGER job_point_sums_points_delete AFTER DELETE ON respondent_points
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_point_sums_points_rows();
--> statement-breakpoint
CREATE TRIGGER job_point_sums_points_update AFTER UPDATE ON respondent_points
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_point_sums_points_changed();
--> statement-breakpoint
CREATE TRIGGER job_point_sums_events_insert AFTER INSERT ON respondent_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_point_sums_events_rows();
--> statement-breakpoint
CREATE TRIGGER job_point_sums_events_delete AFTER DELETE ON respondent_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_point_sums_events_rows();
--> statement-breakpoint
CREATE TRIGGER job_point_sums_events_update AFTER UPDATE ON respondent_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_point_sums_events_changed();
--> statement-breakpoint
INSERT INTO job_point_sums (job_id, first_at, last_at, points, movements, members)
SELECT x.job_id, min(p.created_at), max(p.created_at), sum(p.points), count(*)::int, count(DISTINCT p.respondent_id)::int
FROM respondent_points p JOIN respondent_events x ON x.id = p.event_id
WHERE x.job_id IS NOT NULL
GROUP BY x.job_id;
--> statement-breakpoint
ANALYZE job_point_sums;
