-- Decision 246: job_booking_money, each job and session's booking money (the Paid payments of its
-- "Session" bookings; its turned-up bookings without a Paid payment: the incentives they carry and
-- how many carry none), kept by statement triggers on respondent_events and respondent_payments so
-- that every writer keeps it, then filled for the bookings already there. The turned-up statuses
-- are PAYABLE in contracts/sessions/booking-states.ts. Session 0 holds bookings without a session.
--
-- A refresh locks its rows (in key order) before it reads the bookings again: a concurrent writer
-- of the same session waits, and the read after the lock sees what it committed.
CREATE FUNCTION job_booking_money_refresh(job_ids integer[], group_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_booking_money (job_id, job_group_id)
  SELECT DISTINCT k.job_id, k.job_group_id FROM unnest(job_ids, group_ids) AS k(job_id, job_group_id)
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM job_booking_money m
  WHERE (m.job_id, m.job_group_id) IN (SELECT * FROM unnest(job_ids, group_ids))
  ORDER BY m.job_id, m.job_group_id FOR UPDATE;
  UPDATE job_booking_money m SET paid = f.paid, unpaid_incentive = f.unpaid_incentive, unpaid_plain = f.unpaid_plain
  FROM (
    SELECT k.job_id, k.job_group_id,
      coalesce(sum(pp.paid), 0) AS paid,
      coalesce(sum(x.incentive) FILTER (WHERE pp.n = 0
        AND x.status IN ('Attended', 'Completed', 'Showed but not used', 'Late and not used')), 0) AS unpaid_incentive,
      count(x.id) FILTER (WHERE pp.n = 0 AND x.incentive IS NULL
        AND x.status IN ('Attended', 'Completed', 'Showed but not used', 'Late and not used'))::int AS unpaid_plain
    FROM (SELECT DISTINCT * FROM unnest(job_ids, group_ids)) AS k(job_id, job_group_id)
    LEFT JOIN respondent_events x ON x.job_id = k.job_id AND coalesce(x.job_group_id, 0) = k.job_group_id
      AND x.kind = 'Session'
    LEFT JOIN LATERAL (SELECT sum(p.amount) AS paid, count(*) AS n FROM respondent_payments p
      WHERE p.event_id = x.id AND p.status = 'Paid') pp ON true
    GROUP BY k.job_id, k.job_group_id
  ) f
  WHERE m.job_id = f.job_id AND m.job_group_id = f.job_group_id;
END
$$;
--> statement-breakpoint
-- Bookings added or removed: their sessions.
CREATE FUNCTION job_booking_money_events_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_booking_money_refresh(array_agg(job_id), array_agg(coalesce(job_group_id, 0)))
    FROM (SELECT DISTINCT job_id, job_group_id FROM added WHERE kind = 'Session' AND job_id IS NOT NULL) r
    HAVING count(*) > 0;
  ELSE
    PERFORM job_booking_money_refresh(array_agg(job_id), array_agg(coalesce(job_group_id, 0)))
    FROM (SELECT DISTINCT job_id, job_group_id FROM removed WHERE kind = 'Session' AND job_id IS NOT NULL) r
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Bookings changed: the old and new sessions of those whose job, session, kind, status or incentive moved.
CREATE FUNCTION job_booking_money_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_booking_money_refresh(array_agg(job_id), array_agg(job_group_id))
  FROM (
    SELECT o.job_id, coalesce(o.job_group_id, 0) AS job_group_id FROM removed o JOIN added n ON n.id = o.id
    WHERE o.kind = 'Session' AND o.job_id IS NOT NULL
      AND (n.job_id, n.job_group_id, n.kind, n.status, n.incentive) IS DISTINCT FROM (o.job_id, o.job_group_id, o.kind, o.status, o.incentive)
    UNION
    SELECT n.job_id, coalesce(n.job_group_id, 0) FROM removed o JOIN added n ON n.id = o.id
    WHERE n.kind = 'Session' AND n.job_id IS NOT NULL
      AND (n.job_id, n.job_group_id, n.kind, n.status, n.incentive) IS DISTINCT FROM (o.job_id, o.job_group_id, o.kind, o.status, o.incentive)
  ) r
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Payments added, changed or removed: their bookings' sessions.
CREATE FUNCTION job_booking_money_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_booking_money_refresh(array_agg(job_id), array_agg(job_group_id))
    FROM (SELECT DISTINCT x.job_id, coalesce(x.job_group_id, 0) AS job_group_id FROM respondent_events x
      WHERE x.id IN (SELECT event_id FROM added) AND x.kind = 'Session' AND x.job_id IS NOT NULL) r
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_booking_money_refresh(array_agg(job_id), array_agg(job_group_id))
    FROM (SELECT DISTINCT x.job_id, coalesce(x.job_group_id, 0) AS job_group_id FROM respondent_events x
      WHERE x.id IN (SELECT event_id FROM removed) AND x.kind = 'Session' AND x.job_id IS NOT NULL) r
    HAVING count(*) > 0;
  ELSE
    PERFORM job_booking_money_refresh(array_agg(job_id), array_agg(job_group_id))
    FROM (SELECT DISTINCT x.job_id, coalesce(x.job_group_id, 0) AS job_group_id FROM respondent_events x
      WHERE x.id IN (SELECT event_id FROM added UNION SELECT event_id FROM removed)
        AND x.kind = 'Session' AND x.job_id IS NOT NULL) r
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_booking_money_events_insert AFTER INSERT ON respondent_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_booking_money_events_rows();
--> statement-breakpoint
CREATE TRIGGER job_booking_money_events_delete AFTER DELETE ON respondent_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_booking_money_events_rows();
--> statement-breakpoint
CREATE TRIGGER job_booking_money_events_update AFTER UPDATE ON respondent_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_booking_money_events_changed();
--> statement-breakpoint
CREATE TRIGGER job_booking_money_payments_insert AFTER INSERT ON respondent_payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_booking_money_payments();
--> statement-breakpoint
CREATE TRIGGER job_booking_money_payments_delete AFTER DELETE ON respondent_payments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION job_booking_money_payments();
--> statement-breakpoint
CREATE TRIGGER job_booking_money_payments_update AFTER UPDATE ON respondent_payments
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION job_booking_money_payments();
--> statement-breakpoint
INSERT INTO job_booking_money (job_id, job_group_id, paid, unpaid_incentive, unpaid_plain)
SELECT x.job_id, coalesce(x.job_group_id, 0),
  coalesce(sum(pp.paid), 0),
  coalesce(sum(x.incentive) FILTER (WHERE pp.paid IS NULL
    AND x.status IN ('Attended', 'Completed', 'Showed but not used', 'Late and not used')), 0),
  count(*) FILTER (WHERE pp.paid IS NULL AND x.incentive IS NULL
    AND x.status IN ('Attended', 'Completed', 'Showed but not used', 'Late and not used'))::int
FROM respondent_events x
LEFT JOIN (SELECT p.event_id, sum(p.amount) AS paid FROM respondent_payments p WHERE p.status = 'Paid'
  GROUP BY p.event_id) pp ON pp.event_id = x.id
WHERE x.kind = 'Session' AND x.job_id IS NOT NULL
GROUP BY 1, 2;
