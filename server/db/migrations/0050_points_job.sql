-- Decision 307: each ledger row carries its event's job, so a job's movements in a period are one
-- range of respondent_points_job_idx read from the index alone. job_id is always the job of the
-- event that exists: a row trigger sets it when a row is written or pointed at another event, and
-- triggers on the events clear or move it when an event is deleted or moved to another job.
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
-- Events deleted: the ledger rows that pointed at them have no job any more.
CREATE FUNCTION respondent_points_job_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE respondent_points p SET job_id = NULL FROM removed o WHERE p.event_id = o.id AND p.job_id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER respondent_points_job_events_delete AFTER DELETE ON respondent_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION respondent_points_job_events_deleted();
--> statement-breakpoint
-- An event moved to another job: its ledger rows follow (a row trigger: transition tables cannot
-- go with a column list, and a booking's job rarely changes).
CREATE FUNCTION respondent_points_job_event_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE respondent_points p SET job_id = NEW.job_id WHERE p.event_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER respondent_points_job_event_update AFTER UPDATE OF job_id ON respondent_events
  FOR EACH ROW WHEN (OLD.job_id IS DISTINCT FROM NEW.job_id) EXECUTE FUNCTION respondent_points_job_event_moved();
--> statement-breakpoint
CREATE INDEX "respondent_points_job_idx" ON "respondent_points" USING btree ("job_id","created_at","respondent_id","points");
