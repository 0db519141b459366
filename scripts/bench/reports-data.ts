/**
 * What bench:reports adds to the panel generator (panel-data.ts): the reports' world at scale.
 * Three years of an agency: 40 staff (10 project managers, 30 recruiters), 2,000 clients (a few
 * large), 20,000 jobs with quotes, 60,000 sessions, the members' 5·N bookings with the whole status
 * machine (held sessions end in outcomes, coming ones are still being recruited), their history,
 * payments, points, invoices, time allocations, tracked time and clock entries. All set-based SQL
 * over generate_series and hashes of row numbers, like the members: the same on both databases.
 */
import { sql } from "drizzle-orm";
import {
  BOOKING_STATUS as B,
  OUTCOMES,
  PAYABLE,
  SESSION_POINTS,
} from "../../server/contracts/sessions/booking-states";
import type { Db } from "../../server/db/client";
import { rebuildPointBalances } from "../../server/db/repo/point-balances";
import { CLIENTS_JOBS_LOOKUPS } from "../../server/db/seed/clients-jobs-lists";
import {
  hash,
  hashOf,
  JOB_TYPES,
  nextId,
  once,
  type PanelShape,
  rowsOf,
  textArray,
  texts,
} from "./panel-data";

const STAFF = 40;
/** Staff 1–10 manage projects; 11–40 recruit. */
const MANAGERS = 10;
const CLIENTS = 2_000;
const JOBS = 20_000;
const SESSIONS_PER_JOB = 3;
const DAYS = 3 * 365;
const ZONE = "Australia/Sydney";
/** Rows of respondent_events per statement of the booking extras. */
const BATCH = 250_000;
const FIRST_NAMES = [
  "Avery",
  "Blake",
  "Casey",
  "Devon",
  "Emery",
  "Finley",
  "Harper",
  "Jamie",
  "Kai",
  "Logan",
];
const CATEGORIES = CLIENTS_JOBS_LOOKUPS.ClientCategory ?? ["Corporate"];

/** Statuses repeated by weight (percent). */
const weighted = (weights: [string, number][]) => weights.flatMap(([s, n]) => Array<string>(n).fill(s));

/** Bookings of held sessions: mostly outcomes, some never taken further than an invitation. */
const PAST = weighted([
  [B.Completed, 24],
  [B.Attended, 4],
  [B.NoShow, 5],
  [B.ShowedNotUsed, 2],
  [B.LateNotUsed, 1],
  [B.WrongProfile, 1],
  [B.ClientCancelled, 1],
  [B.Replaced, 1],
  [B.Cancelled, 9],
  [B.Declined, 12],
  [B.Invited, 16],
  [B.Screened, 4],
  [B.Terminated, 4],
  [B.OverQuota, 3],
  [B.Qualified, 5],
  [B.Standby, 3],
  [B.Booked, 3],
  [B.Confirmed, 2],
]);
/** Bookings of coming sessions: recruitment under way. */
const FUTURE = weighted([
  [B.Invited, 30],
  [B.Screened, 8],
  [B.Terminated, 5],
  [B.OverQuota, 3],
  [B.Qualified, 12],
  [B.Booked, 14],
  [B.Confirmed, 10],
  [B.Standby, 6],
  [B.Declined, 7],
  [B.Cancelled, 5],
]);

/** The status a booking had before its last move (history rows), by where it ended. */
const PREVIOUS: [readonly string[], string][] = [
  [[B.Screened, B.Qualified, B.Declined], B.Invited],
  [[B.Terminated, B.OverQuota], B.Screened],
  [[B.Booked, B.Standby], B.Qualified],
  [[B.Completed], B.Attended],
  [[B.Confirmed, B.Attended, B.Cancelled, ...OUTCOMES.filter((o) => o !== B.Completed)], B.Booked],
];
const previousOf = (status: string) =>
  sql.raw(
    `case ${PREVIOUS.map(([to, from]) => `when ${status} = any(${textArray(to)}) then '${from}'`).join(" ")} end`,
  );

/** Staff member k's name as history rows carry it, and username. */
const staffName = (k: string) =>
  `(${textArray(FIRST_NAMES)}[1 + (${k} - 1) % ${FIRST_NAMES.length}] || ' Bench' || ${k})`;
const username = (k: string) => `('staff' || ${k} || '@bench.test')`;

/** A wall-clock time (hours after midnight) of a day in the agency's zone, as an instant. */
const at = (day: string, hours: string) =>
  `((${day})::timestamp + ${hours} * interval '1 hour') at time zone '${ZONE}'`;
/** A day as a number, for hashing. */
const dayNo = "(day::date - date '2000-01-01')";

async function catalogue(db: Db): Promise<string> {
  await db.execute(sql`insert into staff_users (username, first_name, last_name, email, position)
    select ${sql.raw(username("g"))}, ${texts(FIRST_NAMES)}[1 + (g - 1) % ${FIRST_NAMES.length}],
      'Bench' || g, ${sql.raw(username("g"))},
      case when g <= ${MANAGERS} then 'Project Manager' when g % 5 = 0 then 'Senior Recruiter' else 'Recruiter' end
    from generate_series(1, ${STAFF}) g`);
  const client = await nextId(db, "clients");
  await db.execute(sql`insert into clients (name, category, status, created_at)
    select 'Bench client ' || g, ${texts(CATEGORIES)}[1 + g % ${CATEGORIES.length}],
      case when ${hash("g", 31)} % 10 = 0 then 'Inactive' else 'Active' end,
      now() - make_interval(days => ${DAYS} + ${hash("g", 32)} % 1500)
    from generate_series(1, ${CLIENTS}) g`);
  // A job is quoted `age` days ago, starts 1–4 weeks later and runs 2–10 weeks; its status
  // follows from those dates. Clients are skewed: the first hundred hold about half the jobs.
  const job = await nextId(db, "jobs");
  const manager = sql.raw(username(`(1 + ${hashOf("g", 21)} % ${MANAGERS})`));
  const recruiter = (salt: number) =>
    sql.raw(username(`(${MANAGERS + 1} + ${hashOf("g", salt)} % ${STAFF - MANAGERS})`));
  await db.execute(sql`insert into jobs (job_number, name, client_id, job_type, status, created_at,
      start_date, end_date, project_manager, recruiters, quoted_by, quote_status, quote_value, difficulty)
    select 'RB' || lpad(g::text, 6, '0'), 'Bench job ' || g,
      ${client} + (${hash("g", 44)} % ${CLIENTS})::bigint * (${hash("g", 45)} % ${CLIENTS}) / ${CLIENTS},
      ${texts(JOB_TYPES)}[1 + g % ${JOB_TYPES.length}], d.status, d.created, d.start_date, d.end_date,
      ${manager}, array[${recruiter(22)}, ${recruiter(23)}], array[${manager}],
      case d.status when 'Cancelled' then 'Declined' when 'Quoted' then 'Sent' when 'Open' then 'Draft'
        else 'Accepted' end,
      (2000 + ${hash("g", 46)} % 58000)::numeric, (array['Easy','Medium','Hard','Very Hard'])[1 + g % 4]
    from generate_series(1, ${JOBS}) g
    cross join lateral (select now() - make_interval(days => ${hash("g", 41)} % ${DAYS}) as created) c
    cross join lateral (select c.created::date + 7 + ${hash("g", 42)} % 21 as start_date) s
    cross join lateral (select c.created, s.start_date, s.start_date + 14 + ${hash("g", 43)} % 56 as end_date,
      case when ${hash("g", 47)} % 100 < 5 then 'Cancelled'
        when s.start_date > current_date then (array['Quoted','Open'])[1 + g % 2]
        when s.start_date + 14 + ${hash("g", 43)} % 56 >= current_date then 'In Field'
        when ${hash("g", 47)} % 100 < 8 then 'On Hold' else 'Closed' end as status) d`);
  // Three sessions per job, spread over its weeks, 9:00–17:00 in the agency's zone.
  await db.execute(sql`insert into job_groups (job_id, session_number, name, status, starts_at, ends_at,
      session_type, required_places, standby_places, recruiters)
    select j.id, n, 'Session ' || n,
      case when j.status = 'Cancelled' then 'Cancelled' when t.starts_at < now() then 'Completed'
        else (array['Planned','Recruiting','Recruiting','Full'])[1 + ${hash("j.id * 3 + n", 52)} % 4] end,
      t.starts_at, t.starts_at + interval '2 hours', j.job_type,
      4 + ${hash("j.id * 3 + n", 53)} % 9, ${hash("j.id * 3 + n", 54)} % 3, j.recruiters
    from jobs j cross join generate_series(1, ${SESSIONS_PER_JOB}) n
    cross join lateral (select ${sql.raw(at(`j.start_date + (n - 1) * greatest(1, (j.end_date - j.start_date) / ${SESSIONS_PER_JOB})`, `(9 + ${hashOf("j.id * 3 + n", 51)} % 8)`))} as starts_at) t
    where j.id >= ${job}
    order by j.id, n`);
  return `${STAFF} staff, ${CLIENTS} clients, ${JOBS} jobs, ${JOBS * SESSIONS_PER_JOB} sessions`;
}

/** Booking history, payments and points, a statement per BATCH bookings. */
async function bookingExtras(db: Db, step: (what: string) => void) {
  const [range] = rowsOf<{ lo: number; hi: number }>(
    await db.execute(sql`select min(e.id)::int as lo, max(e.id)::int as hi from respondent_events e
      where e.respondent_id >= (select min(id) from respondents where email like '%@bench.test')`),
  );
  const lo = range?.lo ?? 1;
  const hi = range?.hi ?? 0;
  for (let from = lo; from <= hi; from += BATCH) {
    const to = Math.min(hi, from + BATCH - 1);
    await once(db, `history ${from}`, (tx) => historyBatch(tx, from, to, from === lo));
  }
  step("booking history, payments, points earned");
  await once(db, "payouts", async (tx) => {
    // A payout of 50 points to two in three members who reached 50.
    await tx.execute(sql`insert into respondent_points (respondent_id, kind, points, reason, created_at)
      select respondent_id, 'paid', -50, '$50 EFT', max(created_at) + interval '14 days'
      from respondent_points where kind = 'earned'
      group by respondent_id having sum(points) >= 50 and respondent_id % 3 <> 0`);
    // What the product's ledger writers keep per member (decision 242), as its seeds fill it.
    await rebuildPointBalances(tx);
    return undefined;
  });
  step("points paid out, balances");
}

/** One batch of bookings' history, payments and points: one step, so a stopped run resumes. */
async function historyBatch(db: Db, from: number, to: number, first: boolean) {
  const recruiterOf = `(${MANAGERS + 1} + ${hashOf("e.id", 61)} % ${STAFF - MANAGERS})`;
  const by = sql.raw(staffName(recruiterOf));
  const paid = texts(PAYABLE);
  // Invitation, the last move (outcomes three hours after the session started), the payment.
  await db.execute(sql`insert into booking_history (event_id, respondent_id, job_group_id, action,
        from_status, to_status, from_payment, to_payment, by, at)
      select e.id, e.respondent_id, e.job_group_id, v.action, v.from_status, v.to_status, v.from_payment,
        v.to_payment, ${by}, v.at
      from respondent_events e join job_groups s on s.id = e.job_group_id
      cross join lateral (values
        ('Create', null, 'Invited', null, null, e.at),
        ('Update', ${previousOf("e.status")}, e.status, null, null,
          case when e.status = any(${texts([B.Attended, ...OUTCOMES])}) then s.starts_at + interval '3 hours'
            else e.at + make_interval(hours => 2 + ${hash("e.id", 62)} % 96) end),
        ('RecordPayment', e.status, e.status, null, e.payment_status, s.starts_at + interval '3 days')
      ) v(action, from_status, to_status, from_payment, to_payment, at)
      where e.id between ${from} and ${to}
        and (v.action = 'Create' or (v.action = 'Update' and e.status <> 'Invited')
          or (v.action = 'RecordPayment' and e.payment_status = 'Paid'))`);
  await db.execute(sql`insert into respondent_payments (respondent_id, event_id, amount, method, reference,
        status, paid_at)
      select e.respondent_id, e.id, e.incentive, 'EFT', 'BP' || e.id, 'Paid', s.starts_at + interval '3 days'
      from respondent_events e join job_groups s on s.id = e.job_group_id
      where e.id between ${from} and ${to} and e.payment_status = 'Paid' and e.status = any(${paid})`);
  await db.execute(sql`insert into respondent_points (respondent_id, kind, points, reason, event_id, created_at)
      select e.respondent_id, 'earned', ${SESSION_POINTS}, 'Session attended', e.id,
        s.starts_at + interval '3 days'
      from respondent_events e join job_groups s on s.id = e.job_group_id
      where e.id between ${from} and ${to} and e.payment_status = 'Paid'`);
  // Statistics of the tables just written, as autovacuum keeps them on PostgreSQL (not on PGlite).
  if (first) await db.execute(sql`analyze booking_history, respondent_payments, respondent_points`);
  return undefined;
}

/** Invoices, time allocations, tracked time and clock entries: one step. */
async function officeExtras(db: Db, step: (what: string) => void) {
  await once(db, "office", async (tx) => {
    await officeRows(tx, step);
    return undefined;
  });
}

async function officeRows(db: Db, step: (what: string) => void) {
  const job = await nextId(db, "jobs");
  const firstJob = job - JOBS;
  // A deposit invoice at the start, the balance a week after the end (closed jobs).
  await db.execute(sql`insert into invoices (job_id, invoice_number, status, amount, issued_date, due_date)
    select j.id, 'BI' || j.id || '-' || n,
      case when ${hash("j.id * 2 + n", 71)} % 100 = 0 then 'Void'
        when d.issued < current_date - 45 then 'Paid' when d.issued < current_date - 7 then 'Sent'
        else 'Draft' end,
      round(j.quote_value / 2, 2), d.issued, d.issued + 30
    from jobs j cross join generate_series(1, 2) n
    cross join lateral (select case when n = 1 then j.start_date else j.end_date + 7 end as issued) d
    where j.id >= ${firstJob} and (j.status in ('In Field', 'On Hold', 'Closed') and n = 1
      or j.status = 'Closed' and n = 2)`);
  await db.execute(sql`insert into job_time_allocations (job_id, username, position, allocated_minutes,
      spent_minutes, work_date)
    select j.id, case when n = 1 then j.project_manager else j.recruiters[1] end,
      case when n = 1 then 'Project Manager' else 'Recruiter' end, a.minutes,
      case when j.start_date > current_date then 0 else a.minutes * (70 + ${hash("j.id * 2 + n", 73)} % 60) / 100 end,
      j.start_date
    from jobs j cross join generate_series(1, 2) n
    cross join lateral (select 300 + ${hash("j.id * 2 + n", 72)} % 2100 as minutes) a
    where j.id >= ${firstJob} and j.status <> 'Cancelled'`);
  step("invoices, time allocations");
  const session = await nextId(db, "job_groups");
  const firstSession = session - JOBS * SESSIONS_PER_JOB;
  // Each staff member's working days (one in twenty off): clocked on about 8:30 for 7.5–9 hours,
  // two stretches of tracked time on a job with a session that day or soon after.
  const workdays = sql.raw(`from generate_series(1, ${STAFF}) k
    cross join generate_series(current_date - ${DAYS}, current_date - 1, interval '1 day') day
    join staff_users u on u.username = ${username("k")}`);
  const working = sql.raw(`extract(isodow from day) < 6 and ${hashOf(`k * 5000 + ${dayNo}`, 81)} % 20 <> 0`);
  await db.execute(sql`insert into clock_entries (staff_user_id, day, clock_on, clock_off)
    select u.id, day::date, c.clock_on, c.clock_on + make_interval(mins => 450 + ${hash(`k * 7 + ${dayNo}`, 82)} % 90)
    ${workdays}
    cross join lateral (select ${sql.raw(at("day::date", `(8 + ${hashOf(`k * 11 + ${dayNo}`, 83)} % 60 / 60.0)`))} as clock_on) c
    where ${working}`);
  await db.execute(sql`insert into time_entries (staff_user_id, job_id, started_at, stopped_at)
    select u.id, t.job_id, t.started_at, t.started_at + make_interval(mins => 60 + ${hash(`k * 13 + n + ${dayNo}`, 84)} % 150)
    ${workdays}
    cross join generate_series(1, 2) n
    cross join lateral (select g.job_id, ${sql.raw(at("day::date", "(8.75 + (n - 1) * 4)"))} as started_at
      from job_groups g where g.starts_at >= day and g.id >= ${firstSession}
      order by g.starts_at, g.id offset ${hash(`k * 17 + n + ${dayNo}`, 85)} % 20 limit 1) t
    where ${working}`);
  step("clock entries, tracked time");
}

/** The reports bench's world (the panel generator writes members and bookings in between). */
export const REPORTS_SHAPE: PanelShape = {
  catalogue,
  past: PAST,
  future: FUTURE,
  paid: PAYABLE,
  incentive: "(60 + (s.id % 5) * 20)",
  async extras(db, step) {
    await bookingExtras(db, step);
    await officeExtras(db, step);
  },
};

/** The tables the reports read, with their row counts (for the bench's log and the record). */
export const REPORT_TABLES = [
  "staff_users",
  "clients",
  "jobs",
  "job_groups",
  "respondents",
  "respondent_events",
  "booking_history",
  "respondent_payments",
  "respondent_points",
  "invoices",
  "job_time_allocations",
  "time_entries",
  "clock_entries",
] as const;

export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of REPORT_TABLES) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
    counts[table] = row?.n ?? 0;
  }
  return counts;
}
