import { asc, sql } from "drizzle-orm";
import { BOOKING_KIND, BOOKING_STATUS as S, SESSION_POINTS } from "../../contracts/sessions/booking-states";
import type { Db } from "../client";
import { jobGroups, jobs } from "../schema/jobs";

/**
 * Participation history of the seeded panel (decision 145), so eligibility labels, history filters
 * and quota impact show real content on first start: 40 past sessions on jobs of many clients and
 * job types, spread over the last two years, and 1–4 bookings per member with the outcomes
 * agencies record (completed and paid, attended, no-show, invited but never answered, declined,
 * cancelled), plus expired invitations. Everything is arithmetic on row numbers in a handful of
 * INSERT … SELECT statements: deterministic and a few tens of milliseconds, because every API test
 * file seeds a fresh database. The demo respondent is left out (its history is curated elsewhere).
 */

const DAY = 86_400_000;
const SESSIONS = 40;
/** The sessions seed uses the first 8 jobs (by id); history goes to the next ones. */
const FIRST_JOB = 8;
const DEMO_EMAIL = "respondent@demo.test";

/** Booking outcome by a hash of (n, k): mostly completed, 10% no-shows, 10% invited-unresponsive. */
const OUTCOME_WHEEL = [
  ...Array<string>(9).fill(S.Completed),
  S.Attended,
  S.Attended,
  S.NoShow,
  S.NoShow,
  S.Invited,
  S.Invited,
  S.Declined,
  S.Cancelled,
  S.ShowedNotUsed,
  S.Completed,
  S.Completed,
];
const PAID_OUTCOMES = [S.Completed, S.Attended, S.ShowedNotUsed];

const textArray = (items: readonly string[]) =>
  sql.raw(`(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]::text[])`);

export async function seedPanelHistory(db: Db): Promise<void> {
  const historyJobs = await db
    .select({ id: jobs.id, jobType: jobs.jobType })
    .from(jobs)
    .orderBy(asc(jobs.id))
    .offset(FIRST_JOB)
    .limit(SESSIONS);
  if (historyJobs.length === 0) return;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const sessions = await db
    .insert(jobGroups)
    .values(
      historyJobs.map((job, k) => {
        // 20 to ~680 days ago, every 17 days, at 10:00 or 18:00 UTC.
        const start = new Date(today - (20 + k * 17) * DAY + (k % 2 === 0 ? 10 : 18) * 3_600_000);
        return {
          jobId: job.id,
          sessionNumber: 1,
          name: k % 3 === 2 ? "Discussion group" : "Focus group",
          status: "Completed",
          sessionType: job.jobType,
          startsAt: start,
          endsAt: new Date(start.getTime() + 2 * 3_600_000),
          requiredPlaces: 8,
          standbyPlaces: 2,
        };
      }),
    )
    .returning({ id: jobGroups.id });
  const first = Math.min(...sessions.map((s) => s.id));
  const last = first + sessions.length - 1;

  // Both plans below read the panel (n = a member's place in it) and the seeded sessions (s = a
  // session's place among them).
  const panelAndSessions = sql`
    with panel as (
      select id, (row_number() over (order by id))::int as n from respondents
      where email is distinct from ${DEMO_EMAIL} and is_active
    ), sess as (
      select id, job_id, starts_at, id - ${first} as s from job_groups where id between ${first} and ${last}
    )`;

  // n = the member's place in the panel; half the panel (odd n) has taken part before, the other
  // half is fresh, as in a real panel; k = the member's k-th booking (1 + n % 4 of them);
  // session (n*7 + k*11) % count: distinct for k < 4, so nobody is booked twice into one session.
  await db.execute(sql`
    ${panelAndSessions}, plan as (
      select p.id as respondent_id, p.n, k,
        -- One member in 89 never turns up: no-show counts of 1 to 4, above any threshold.
        case when p.n % 89 = 13 then ${S.NoShow}
          else ${textArray(OUTCOME_WHEEL)}[1 + h % ${OUTCOME_WHEEL.length}] end as status, h,
        (p.n * 7 + k * 11) % ${sessions.length} as s
      from panel p cross join generate_series(0, 3) k
        cross join lateral (select ((p.n * 2654435761::bigint + k * 40503) % 1000003)::int as h) x
      where k <= p.n % 4 and p.n % 2 = 1
    )
    insert into respondent_events (respondent_id, job_id, job_group_id, kind, status, description,
      incentive, at, payment_status, updated_by, updated_at)
    select plan.respondent_id, sess.job_id, sess.id, ${BOOKING_KIND}, plan.status, 'Focus group',
      (60 + 20 * (sess.s % 4))::numeric,
      sess.starts_at - make_interval(days => 5 + plan.n % 10),
      case when plan.status = any(${textArray(PAID_OUTCOMES)}) and plan.h % 97 % 4 <> 0
        then 'Paid' end,
      'seed', sess.starts_at + interval '3 days'
    from plan join sess on sess.s = plan.s`);

  // Invitations nobody answered: expired, still open.
  await db.execute(sql`
    ${panelAndSessions}
    insert into respondent_events (respondent_id, job_id, kind, status, description, expires_at, at)
    select panel.id, sess.job_id, 'Opportunity', 'Invited', 'Tell us about your shopping habits',
      sess.starts_at - interval '7 days', sess.starts_at - interval '21 days'
    from panel join sess on sess.s = (panel.n * 13) % ${sessions.length}
    where panel.n % 6 = 5`);

  const mine = sql`job_group_id between ${first} and ${last}`;
  await db.execute(sql`
    insert into booking_history (event_id, respondent_id, job_group_id, action, to_status, by, at)
    select id, respondent_id, job_group_id, 'Create', status, 'seed', at from respondent_events where ${mine}`);
  await db.execute(sql`
    insert into respondent_payments (respondent_id, event_id, amount, method, reference, status, paid_at)
    select respondent_id, id, incentive, 'EFT', 'S' || job_group_id || '-E' || id, 'Paid', updated_at
    from respondent_events where ${mine} and payment_status = 'Paid'`);
  await db.execute(sql`
    insert into respondent_points (respondent_id, kind, points, reason, event_id, created_at)
    select respondent_id, 'earned', ${SESSION_POINTS}, 'Session attended (S' || job_group_id || '-E' || id || ')',
      id, updated_at
    from respondent_events where ${mine} and payment_status = 'Paid'`);

  // no_show_count is what the booking transitions keep: the number of No show bookings.
  await db.execute(sql`
    update respondents r set no_show_count = c.n
    from (select respondent_id, count(*)::int as n from respondent_events
          where kind = ${BOOKING_KIND} and status = ${S.NoShow} group by respondent_id) c
    where r.id = c.respondent_id and r.no_show_count <> c.n`);
  // Opted-out members carry the date they opted out.
  await db.execute(sql`
    update respondents set opted_out_at = least(now(), created_at + make_interval(days => 30 + id % 300))
    where opted_out and opted_out_at is null and email is distinct from ${DEMO_EMAIL}`);
}
