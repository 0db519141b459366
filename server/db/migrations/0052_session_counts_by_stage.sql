-- Decision 306 (amended): session_status_counts also by the bookings' furthest history stage
-- (respondent_events.history_stage, decision 238), so the Job Recruitment funnel reads a
-- session's kept counts instead of its bookings. The refresh groups by both; a booking whose
-- history stage rose (the booking_history trigger's update) is a change as its status is.
ALTER TABLE "session_status_counts" DROP CONSTRAINT "session_status_counts_job_group_id_status_pk";--> statement-breakpoint
ALTER TABLE "session_status_counts" ADD COLUMN "history_stage" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_status_counts_refresh(group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM job_groups g WHERE g.id = ANY(group_ids) ORDER BY g.id FOR NO KEY UPDATE;
  DELETE FROM session_status_counts c WHERE c.job_group_id = ANY(group_ids);
  INSERT INTO session_status_counts (job_group_id, status, history_stage, n)
  SELECT x.job_group_id, x.status, x.history_stage, count(*)::int FROM respondent_events x
  WHERE x.job_group_id = ANY(group_ids) AND x.kind = 'Session'
  GROUP BY x.job_group_id, x.status, x.history_stage;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_status_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_status_counts_refresh(array_agg(DISTINCT job_group_id))
  FROM (
    SELECT o.job_group_id FROM removed o JOIN added n ON n.id = o.id
    WHERE o.kind = 'Session' AND o.job_group_id IS NOT NULL
      AND (n.job_group_id, n.kind, n.status, n.history_stage) IS DISTINCT FROM (o.job_group_id, o.kind, o.status, o.history_stage)
    UNION
    SELECT n.job_group_id FROM removed o JOIN added n ON n.id = o.id
    WHERE n.kind = 'Session' AND n.job_group_id IS NOT NULL
      AND (n.job_group_id, n.kind, n.status, n.history_stage) IS DISTINCT FROM (o.job_group_id, o.kind, o.status, o.history_stage)
  ) r
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
TRUNCATE session_status_counts;--> statement-breakpoint
INSERT INTO session_status_counts (job_group_id, status, history_stage, n)
SELECT x.job_group_id, x.status, x.history_stage, count(*)::int FROM respondent_events x
WHERE x.kind = 'Session' AND x.job_group_id IS NOT NULL
GROUP BY x.job_group_id, x.status, x.history_stage;--> statement-breakpoint
ALTER TABLE "session_status_counts" ADD CONSTRAINT "session_status_counts_job_group_id_status_history_stage_pk" PRIMARY KEY("job_group_id","status","history_stage");
