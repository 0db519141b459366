-- Decision 306: session_status_counts, how many "Session" bookings each session holds in each
-- status, kept by statement triggers on respondent_events so that every writer keeps it, then
-- filled for the bookings already there. A refresh recounts the touched sessions from their
-- bookings. It first locks their job_groups rows (FOR NO KEY UPDATE, in id order: a booking's
-- foreign-key check is not blocked), so two writers of one session recount one after the other
-- and the second, under read committed, counts what the first committed.
CREATE FUNCTION session_status_counts_refresh(group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM job_groups g WHERE g.id = ANY(group_ids) ORDER BY g.id FOR NO KEY UPDATE;
  DELETE FROM session_status_counts c WHERE c.job_group_id = ANY(group_ids);
  INSERT INTO session_status_counts (job_group_id, status, n)
  SELECT x.job_group_id, x.status, count(*)::int FROM respondent_events x
  WHERE x.job_group_id = ANY(group_ids) AND x.kind = 'Session'
  GROUP BY x.job_group_id, x.status;
END
$$;
--> statement-breakpoint
-- Bookings added or removed: their sessions.
CREATE FUNCTION session_status_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM session_status_counts_refresh(array_agg(DISTINCT job_group_id))
    FROM added WHERE kind = 'Session' AND job_group_id IS NOT NULL HAVING count(*) > 0;
  ELSE
    PERFORM session_status_counts_refresh(array_agg(DISTINCT job_group_id))
    FROM removed WHERE kind = 'Session' AND job_group_id IS NOT NULL HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Bookings changed: the old and new sessions of those whose session, kind or status moved.
CREATE FUNCTION session_status_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_status_counts_refresh(array_agg(DISTINCT job_group_id))
  FROM (
    SELECT o.job_group_id FROM removed o JOIN added n ON n.id = o.id
    WHERE o.kind = 'Session' AND o.job_group_id IS NOT NULL
      AND (n.job_group_id, n.kind, n.status) IS DISTINCT FROM (o.job_group_id, o.kind, o.status)
    UNION
    SELECT n.job_group_id FROM removed o JOIN added n ON n.id = o.id
    WHERE n.kind = 'Session' AND n.job_group_id IS NOT NULL
      AND (n.job_group_id, n.kind, n.status) IS DISTINCT FROM (o.job_group_id, o.kind, o.status)
  ) r
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_status_counts_insert AFTER INSERT ON respondent_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION session_status_counts_rows();
--> statement-breakpoint
CREATE TRIGGER session_status_counts_delete AFTER DELETE ON respondent_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION session_status_counts_rows();
--> statement-breakpoint
CREATE TRIGGER session_status_counts_update AFTER UPDATE ON respondent_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION session_status_counts_changed();
--> statement-breakpoint
INSERT INTO session_status_counts (job_group_id, status, n)
SELECT x.job_group_id, x.status, count(*)::int FROM respondent_events x
WHERE x.kind = 'Session' AND x.job_group_id IS NOT NULL
GROUP BY x.job_group_id, x.status;
