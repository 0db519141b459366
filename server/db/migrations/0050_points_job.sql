-- Decision 307: each ledger row carries its event's job, so a job's movements in a period are one
-- range of respondent_points_job_idx read from the index alone. job_id is always the job of the
-- event that exists: a row trigger sets it when a row is written or pointed at another event, and
-- the event triggers clear or move it when an event is deleted or moved to another job.
ALTER TABLE "respondent_points" ADD COLUMN "job_id" integer;
--> statement-breakpoint
UPDATE respondent_points p SET job_id = x.job_id FROM respondent_events x
WHERE x.id = p.event_id AND x.job_id IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION respondent_points_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.job_id := (SELECT x.job_id FROM respondent_events x WHERE x.id = NEW.event_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER respondent_points_job BEFORE INSERT OR UPDATE OF event_id, job_id ON respondent_points
  FOR EACH ROW EXECUTE FUNCTION respondent_points_job();
--> statement-breakpoint
-- Events added or removed that ledger rows point at: their jobs; the removed events' rows lose theirs.
CREATE OR REPLACE FUNCTION job_point_sums_events_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_point_sums_refresh(array_agg(DISTINCT a.job_id)) FROM added a
    WHERE a.job_id IS NOT NULL AND EXISTS (SELECT 1 FROM respondent_points p WHERE p.event_id = a.id)
    HAVING count(*) > 0;
  ELSE
    UPDATE respondent_points p SET job_id = NULL
    FROM removed o WHERE p.event_id = o.id AND p.job_id IS NOT NULL;
    PERFORM job_point_sums_refresh(array_agg(DISTINCT o.job_id)) FROM removed o
    WHERE o.job_id IS NOT NULL AND EXISTS (SELECT 1 FROM respondent_points p WHERE p.event_id = o.id)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Events moved to another job that ledger rows point at: their rows follow, then the old and new jobs.
CREATE OR REPLACE FUNCTION job_point_sums_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE respondent_points p SET job_id = n.job_id
  FROM removed o JOIN added n ON n.id = o.id
  WHERE p.event_id = n.id AND n.job_id IS DISTINCT FROM o.job_id;
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
CREATE INDEX "respondent_points_job_idx" ON "respondent_points" USING btree ("job_id","created_at","respondent_id","points");
