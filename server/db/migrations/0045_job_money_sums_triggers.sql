-- Decision 301: job_money_sums, each job's money figures as server/db/repo/reports/job-profit.ts
-- defines them (decision 242): budgeted (each session's required places × its per-head rate: the
-- session's first incentive, else the job's first), paid and owed (job_booking_money, decision 246),
-- invoiced (neither Draft nor Void), staff minutes, the cost of those with a cost rate and the
-- minutes of those without (priced at the configured hourly cost when read). Kept by statement
-- triggers on every source table, then filled. A refresh locks its rows in key order first.
CREATE FUNCTION job_money_sums_refresh(job_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_money_sums (job_id)
  SELECT DISTINCT j.id FROM jobs j WHERE j.id = ANY (job_ids)
  ON CONFLICT DO NOTHING;
  DELETE FROM job_money_sums s WHERE s.job_id = ANY (job_ids)
    AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = s.job_id);
  PERFORM 1 FROM job_money_sums s WHERE s.job_id = ANY (job_ids) ORDER BY s.job_id FOR UPDATE;
  WITH jj AS (SELECT DISTINCT k AS id FROM unnest(job_ids) AS k WHERE k IS NOT NULL),
    gfirst AS (SELECT DISTINCT ON (gi.job_group_id) gi.job_group_id, gi.amount
      FROM job_group_incentives gi JOIN job_groups g ON g.id = gi.job_group_id
      WHERE g.job_id IN (SELECT id FROM jj) ORDER BY gi.job_group_id, gi.id),
    jfirst AS (SELECT DISTINCT ON (ji.job_id) ji.job_id, ji.amount FROM job_incentives ji
      WHERE ji.job_id IN (SELECT id FROM jj) ORDER BY ji.job_id, ji.id),
    gg AS (SELECT g.id, g.job_id, g.required_places, coalesce(gfirst.amount, jfirst.amount, 0) AS per_head
      FROM job_groups g LEFT JOIN gfirst ON gfirst.job_group_id = g.id LEFT JOIN jfirst ON jfirst.job_id = g.job_id
      WHERE g.job_id IN (SELECT id FROM jj)),
    paid AS (SELECT m.job_id, sum(m.paid) AS paid FROM job_booking_money m
      WHERE m.job_id IN (SELECT id FROM jj) GROUP BY m.job_id),
    owed AS (SELECT m.job_id, sum(m.unpaid_incentive + m.unpaid_plain * gg.per_head) AS owed
      FROM job_booking_money m JOIN gg ON gg.id = m.job_group_id
      WHERE m.job_id IN (SELECT id FROM jj) GROUP BY m.job_id),
    budget AS (SELECT gg.job_id, sum(gg.required_places * gg.per_head) AS budgeted FROM gg GROUP BY gg.job_id),
    invoiced AS (SELECT i.job_id, sum(i.amount) AS invoiced FROM invoices i
      WHERE i.job_id IN (SELECT id FROM jj) AND i.status NOT IN ('Draft', 'Void') GROUP BY i.job_id),
    spent AS (SELECT a.job_id, sum(a.spent_minutes) AS minutes,
        sum(a.spent_minutes * u.cost_rate / 60) FILTER (WHERE u.cost_rate IS NOT NULL) AS rated_cost,
        sum(a.spent_minutes) FILTER (WHERE u.cost_rate IS NULL) AS unrated_minutes
      FROM job_time_allocations a LEFT JOIN staff_users u ON lower(u.username) = lower(a.username)
      WHERE a.job_id IN (SELECT id FROM jj) GROUP BY a.job_id)
  UPDATE job_money_sums s SET budgeted = coalesce(budget.budgeted, 0), paid = coalesce(paid.paid, 0),
    owed = coalesce(owed.owed, 0), invoiced = coalesce(invoiced.invoiced, 0),
    minutes = coalesce(spent.minutes, 0), rated_cost = coalesce(spent.rated_cost, 0),
    unrated_minutes = coalesce(spent.unrated_minutes, 0)
  FROM jj LEFT JOIN budget ON budget.job_id = jj.id LEFT JOIN paid ON paid.job_id = jj.id
    LEFT JOIN owed ON owed.job_id = jj.id LEFT JOIN invoiced ON invoiced.job_id = jj.id
    LEFT JOIN spent ON spent.job_id = jj.id
  WHERE s.job_id = jj.id;
END
$$;
--> statement-breakpoint
-- Rows of a table with a job_id column (its name in TG_ARGV[0]) added, changed or removed: their jobs.
CREATE FUNCTION job_money_sums_jobs_of() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM added', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM removed', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT j) FROM (SELECT %1$I AS j FROM added UNION SELECT %1$I FROM removed) t',
      TG_ARGV[0]) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM job_money_sums_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Session incentives added, changed or removed: their sessions' jobs.
CREATE FUNCTION job_money_sums_session_incentives() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT g.job_id) INTO ids FROM job_groups g WHERE g.id IN (SELECT job_group_id FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT g.job_id) INTO ids FROM job_groups g WHERE g.id IN (SELECT job_group_id FROM removed);
  ELSE
    SELECT array_agg(DISTINCT g.job_id) INTO ids FROM job_groups g
    WHERE g.id IN (SELECT job_group_id FROM added UNION SELECT job_group_id FROM removed);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM job_money_sums_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Staff added, renamed, given another cost rate or removed: the jobs they logged time on.
CREATE FUNCTION job_money_sums_staff() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT a.job_id) INTO ids FROM job_time_allocations a
    WHERE lower(a.username) IN (SELECT lower(username) FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT a.job_id) INTO ids FROM job_time_allocations a
    WHERE lower(a.username) IN (SELECT lower(username) FROM removed);
  ELSE
    SELECT array_agg(DISTINCT a.job_id) INTO ids FROM job_time_allocations a
    WHERE lower(a.username) IN (
      SELECT lower(o.username) FROM removed o JOIN added n ON n.id = o.id
        WHERE (n.username, n.cost_rate) IS DISTINCT FROM (o.username, o.cost_rate)
      UNION SELECT lower(n.username) FROM removed o JOIN added n ON n.id = o.id
        WHERE (n.username, n.cost_rate) IS DISTINCT FROM (o.username, o.cost_rate));
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM job_money_sums_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_money_sums_groups_insert AFTER INSERT ON job_groups
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_groups_update AFTER UPDATE ON job_groups
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_groups_delete AFTER DELETE ON job_groups
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_job_incentives_insert AFTER INSERT ON job_incentives
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_job_incentives_update AFTER UPDATE ON job_incentives
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_job_incentives_delete AFTER DELETE ON job_incentives
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_booking_money_insert AFTER INSERT ON job_booking_money
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_booking_money_update AFTER UPDATE ON job_booking_money
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_booking_money_delete AFTER DELETE ON job_booking_money
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_invoices_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_invoices_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_invoices_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_allocations_insert AFTER INSERT ON job_time_allocations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_allocations_update AFTER UPDATE ON job_time_allocations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_allocations_delete AFTER DELETE ON job_time_allocations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_jobs_of('job_id');
--> statement-breakpoint
CREATE TRIGGER job_money_sums_session_incentives_insert AFTER INSERT ON job_group_incentives
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_session_incentives();
--> statement-breakpoint
CREATE TRIGGER job_money_sums_session_incentives_update AFTER UPDATE ON job_group_incentives
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_session_incentives();
--> statement-breakpoint
CREATE TRIGGER job_money_sums_session_incentives_delete AFTER DELETE ON job_group_incentives
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_session_incentives();
--> statement-breakpoint
CREATE TRIGGER job_money_sums_staff_insert AFTER INSERT ON staff_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_staff();
--> statement-breakpoint
CREATE TRIGGER job_money_sums_staff_update AFTER UPDATE ON staff_users
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_staff();
--> statement-breakpoint
CREATE TRIGGER job_money_sums_staff_delete AFTER DELETE ON staff_users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_money_sums_staff();
--> statement-breakpoint
SELECT job_money_sums_refresh(array_agg(j.id)) FROM jobs j;
--> statement-breakpoint
ANALYZE job_money_sums;
