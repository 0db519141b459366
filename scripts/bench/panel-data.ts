/**
 * The generator of bench:panel: N members and 5·N participation events written by SQL
 * (generate_series) in batches, so neither Node nor PGlite ever holds more than one batch. Values
 * come from a multiplicative hash of the row number: deterministic, spread like a real panel
 * (half women, ages 18–81, a third in NSW, 2% opted out, 8% with no-shows), and the same on
 * PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { CLIENTS_JOBS_LOOKUPS } from "../../server/db/seed/clients-jobs-lists";

export const JOB_TYPES = CLIENTS_JOBS_LOOKUPS.JobGroupType ?? [];
const CLIENTS = 40;
const JOBS = 2_000;
const SESSIONS = 10_000;
const MEMBER_BATCH = 100_000;
const EVENT_BATCH = 250_000;
export const EVENTS_PER_MEMBER = 5;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const texts = (items: readonly string[]) =>
  sql.raw(`(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]::text[])`);
/** A hash of g in 0..2^31 (Knuth's multiplicative constant, salted). */
const hash = (g: string, salt: number) =>
  sql.raw(`((${g}::bigint * 2654435761 + ${salt}) % 2147483647)::int`);

const STATES = ["NSW", "NSW", "NSW", "VIC", "VIC", "QLD", "QLD", "WA", "SA", "TAS", "ACT", "NT"];
const SURNAMES = [
  "Smith",
  "Jones",
  "Williams",
  "Brown",
  "Wilson",
  "Taylor",
  "Nguyen",
  "Johnson",
  "Martin",
  "White",
  "Anderson",
  "Walker",
  "Thompson",
  "Harris",
  "Lee",
  "Ryan",
  "Robinson",
  "Kelly",
  "King",
  "Davis",
  "Wright",
  "Evans",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Patel",
  "Khan",
  "Chen",
  "Singh",
];
const STATUSES = [
  "Completed",
  "Completed",
  "Completed",
  "Completed",
  "Attended",
  "No show",
  "Invited",
  "Declined",
  "Cancelled",
  "Booked",
];

/** Counts of what is there, to skip generation on a reused PGlite folder or database. */
export async function panelSize(db: Db): Promise<{ members: number; events: number }> {
  const [row] = rowsOf<{ members: number; events: number }>(
    await db.execute(sql`select (select count(*) from respondents)::int as members,
      (select count(*) from respondent_events)::int as events`),
  );
  return row ?? { members: 0, events: 0 };
}

export async function generatePanel(db: Db, members: number, log: (s: string) => void): Promise<void> {
  let t = performance.now();
  const step = (what: string) => {
    log(`  ${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
  };
  await db.execute(sql`insert into clients (name, category)
    select 'Bench client ' || g, (array['Government','Corporate','Health'])[1 + g % 3]
    from generate_series(1, ${CLIENTS}) g`);
  await db.execute(sql`insert into jobs (job_number, name, client_id, job_type, status)
    select 'PB' || g, 'Bench job ' || g, (select min(id) from clients) + g % ${CLIENTS},
      ${texts(JOB_TYPES)}[1 + g % ${JOB_TYPES.length}], 'Closed'
    from generate_series(1, ${JOBS}) g`);
  // Sessions spread over the last two years (day g % 730 before today).
  await db.execute(sql`insert into job_groups (job_id, session_number, name, status, starts_at, ends_at)
    select (select min(id) from jobs) + g % ${JOBS}, 1 + g / ${JOBS}, 'Session ' || g, 'Completed',
      date_trunc('day', now()) - make_interval(days => g % 730) + interval '10 hours',
      date_trunc('day', now()) - make_interval(days => g % 730) + interval '12 hours'
    from generate_series(1, ${SESSIONS}) g`);
  step(`${CLIENTS} clients, ${JOBS} jobs, ${SESSIONS} sessions`);
  for (let from = 1; from <= members; from += MEMBER_BATCH) {
    const to = Math.min(members, from + MEMBER_BATCH - 1);
    await db.execute(sql`insert into respondents (first_name, last_name, email, mobile, postcode, gender,
        year_of_birth, state, country, opted_out, no_show_count, household_size, created_at)
      select 'Member' || g, ${texts(SURNAMES)}[1 + ${hash("g", 1)} % ${SURNAMES.length}],
        'member' || g || '@bench.test', '04' || lpad(g::text, 8, '0'), (2000 + ${hash("g", 2)} % 900)::text,
        case when ${hash("g", 3)} % 100 < 49 then 'Female' when ${hash("g", 3)} % 100 < 98 then 'Male'
          else 'Non-binary' end,
        1945 + ${hash("g", 4)} % 64, ${texts(STATES)}[1 + ${hash("g", 5)} % ${STATES.length}], 'AU',
        ${hash("g", 6)} % 50 = 0,
        case when ${hash("g", 7)} % 100 < 8 then 1 + ${hash("g", 7)} % 3 else 0 end,
        1 + ${hash("g", 8)} % 6, now() - make_interval(days => ${hash("g", 9)} % 2000)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  step(`${members.toLocaleString("en-AU")} members`);
  const [first] = rowsOf<{ member: number; session: number }>(
    await db.execute(sql`select (select min(id) from respondents)::int as member,
      (select min(id) from job_groups)::int as session`),
  );
  const total = members * EVENTS_PER_MEMBER;
  for (let from = 1; from <= total; from += EVENT_BATCH) {
    const to = Math.min(total, from + EVENT_BATCH - 1);
    // Member by g / 5, so every member has five events; the session by a hash of g.
    await db.execute(sql`insert into respondent_events (respondent_id, job_id, job_group_id, kind, status,
        incentive, at, payment_status)
      select ${first?.member ?? 1} + (g - 1) / ${EVENTS_PER_MEMBER}, s.job_id, s.id, 'Session', st.status, 80,
        s.starts_at - interval '7 days', case when st.status = 'Completed' then 'Paid' end
      from generate_series(${from}::int, ${to}::int) g
      join job_groups s on s.id = ${first?.session ?? 1} + ${hash("g", 10)} % ${SESSIONS}
      cross join lateral (select ${texts(STATUSES)}[1 + ${hash("g", 11)} % ${STATUSES.length}] as status) st`);
  }
  step(`${total.toLocaleString("en-AU")} events`);
  await db.execute(sql`vacuum analyze`);
  step("vacuum analyze");
}
