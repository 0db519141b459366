/**
 * The generator of bench:panel and bench:reports: N members and 5·N bookings written by SQL
 * (generate_series) in batches, so neither Node nor PGlite ever holds more than one batch (the
 * bookings in batches of sessions). Values
 * come from a multiplicative hash of the row number: deterministic, spread like a real panel
 * (half women, ages 18–81, a third in NSW, 2% opted out, 8% with no-shows), and the same on
 * PGlite and PostgreSQL. A shape says what the members take part in: the panel bench's small
 * catalogue (PANEL_SHAPE), or the reports bench's three years of jobs (reports-data.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { CLIENTS_JOBS_LOOKUPS } from "../../server/db/seed/clients-jobs-lists";

export const JOB_TYPES = CLIENTS_JOBS_LOOKUPS.JobGroupType ?? [];
const MEMBER_BATCH = 100_000;
const EVENT_BATCH = 250_000;
export const EVENTS_PER_MEMBER = 5;

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A SQL text[] literal of `items`. */
export const textArray = (items: readonly string[]) =>
  `(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(",")}]::text[])`;
export const texts = (items: readonly string[]) => sql.raw(textArray(items));
/** A hash of the expression g in 0..2^31 (Knuth's multiplicative constant, salted), as SQL text. */
export const hashOf = (g: string, salt: number) =>
  `(((${g})::bigint * 2654435761 + ${salt}) % 2147483647)::int`;
export const hash = (g: string, salt: number) => sql.raw(hashOf(g, salt));

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
const PANEL_STATUSES = [
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

/** The next id a table will hand out (tables may hold rows already, e.g. the demo seed's). */
export async function nextId(db: Db, table: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql.raw(`select (coalesce(max(id), 0) + 1)::int as id from ${table}`)),
  );
  return row?.id ?? 1;
}

/** What the members take part in, and how their bookings end. */
export interface PanelShape {
  /** Writes clients, jobs and sessions; answers what it wrote, for the log. */
  catalogue: (db: Db) => Promise<string>;
  /** Booking statuses, repeated by weight: of sessions already held, and of those to come. */
  past: readonly string[];
  future: readonly string[];
  /** Statuses of held sessions that are paid (payment_status 'Paid'). */
  paid: readonly string[];
  /** The incentive of a booking: SQL over the session `s`. */
  incentive: string;
  /** Writes what else refers to the bookings (history, payments, …), before VACUUM ANALYZE. */
  extras?: (db: Db, step: (what: string) => void) => Promise<void>;
}

/** bench:panel's catalogue: 40 clients, 2,000 jobs, 10,000 sessions over the last two years. */
export const PANEL_SHAPE: PanelShape = {
  async catalogue(db) {
    const CLIENTS = 40;
    const JOBS = 2_000;
    const client = await nextId(db, "clients");
    await db.execute(sql`insert into clients (name, category)
      select 'Bench client ' || g, (array['Government','Corporate','Health'])[1 + g % 3]
      from generate_series(1, ${CLIENTS}) g`);
    const job = await nextId(db, "jobs");
    await db.execute(sql`insert into jobs (job_number, name, client_id, job_type, status)
      select 'PB' || g, 'Bench job ' || g, ${client} + g % ${CLIENTS},
        ${texts(JOB_TYPES)}[1 + g % ${JOB_TYPES.length}], 'Closed'
      from generate_series(1, ${JOBS}) g`);
    // Sessions spread over the last two years (day g % 730 before today).
    await db.execute(sql`insert into job_groups (job_id, session_number, name, status, starts_at, ends_at)
      select ${job} + g % ${JOBS}, 1 + g / ${JOBS}, 'Session ' || g, 'Completed',
        date_trunc('day', now()) - make_interval(days => g % 730) + interval '10 hours',
        date_trunc('day', now()) - make_interval(days => g % 730) + interval '12 hours'
      from generate_series(1, 10000) g`);
    return `${CLIENTS} clients, ${JOBS} jobs, 10000 sessions`;
  },
  past: PANEL_STATUSES,
  future: PANEL_STATUSES,
  paid: ["Completed"],
  incentive: "80",
};

/** The config row of a generation step done once (the catalogue's ids, the extras' steps). */
const STEP_KEY = "bench.generated.";

/** The value a step stored when it was done, or undefined. */
export async function stepDone(db: Db, step: string): Promise<string | undefined> {
  const [row] = rowsOf<{ value: string }>(
    await db.execute(sql`select value from config_items where key = ${STEP_KEY + step}`),
  );
  return row?.value;
}

/**
 * Runs `work` once per database: it and the row saying it is done commit together, so a
 * generation stopped half way (a session's end, a crash) resumes after the last step done.
 */
export async function once(db: Db, step: string, work: (tx: Db) => Promise<string | undefined>) {
  if ((await stepDone(db, step)) !== undefined) return;
  await db.transaction(async (tx) => {
    const value = (await work(tx as unknown as Db)) ?? "done";
    await tx.execute(sql`insert into config_items (key, kind, value, description)
      values (${STEP_KEY + step}, 'reference', ${value}, 'bench generator step')`);
  });
}

/**
 * Writes the members and their bookings, resuming where a stopped run left off: the catalogue is
 * one step, and members and bookings are numbered by g, written in order a statement at a time,
 * so what is there says where to go on.
 */
export async function generatePanel(
  db: Db,
  members: number,
  log: (s: string) => void,
  shape: PanelShape = PANEL_SHAPE,
): Promise<void> {
  let t = performance.now();
  const step = (what: string) => {
    log(`  ${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
  };
  await once(db, "catalogue", async (tx) => {
    const first = await nextId(tx, "job_groups");
    step(await shape.catalogue(tx));
    return JSON.stringify({ session: first, sessions: (await nextId(tx, "job_groups")) - first });
  });
  const { session, sessions } = JSON.parse((await stepDone(db, "catalogue")) ?? "{}") as {
    session: number;
    sessions: number;
  };
  const [had] = rowsOf<{ n: number; first: number | null }>(
    await db.execute(sql`select count(*)::int as n, min(id)::int as first from respondents
      where email like 'member%@bench.test'`),
  );
  const member = had?.first ?? (await nextId(db, "respondents"));
  for (let from = (had?.n ?? 0) + 1; from <= members; from += MEMBER_BATCH) {
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
  // The planner's statistics of the tables the bookings' triggers read (PGlite has no autovacuum).
  await db.execute(sql`analyze respondents, job_groups, jobs, respondent_events`);
  const total = members * EVENTS_PER_MEMBER;
  const [written] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from respondent_events where respondent_id >= ${member}`),
  );
  // Event g is in session g·S/N (S sessions, N events), so a statement of consecutive events is a
  // range of sessions and the triggers that keep each session's sums (decisions 300, 306)
  // recount each session once, not in every statement. Its member comes from a permutation of
  // g (a multiplier prime to N), so each member's five events fall in sessions all over.
  const spread = `(((g - 1)::bigint * 2654435761) % ${total})`;
  for (let from = (written?.n ?? 0) + 1; from <= total; from += EVENT_BATCH) {
    const to = Math.min(total, from + EVENT_BATCH - 1);
    const batchStarted = performance.now();
    // The status by a hash of g, from the list of held or of coming sessions.
    await db.execute(sql`insert into respondent_events (respondent_id, job_id, job_group_id, kind, status,
        incentive, at, payment_status)
      select ${member} + ${sql.raw(spread)} / ${EVENTS_PER_MEMBER}, s.job_id, s.id, 'Session', st.status,
        ${sql.raw(shape.incentive)}, s.starts_at - interval '7 days',
        case when st.held and st.status = any(${texts(shape.paid)}) then 'Paid' end
      from generate_series(${from}::int, ${to}::int) g
      join job_groups s on s.id = ${session} + ((g - 1)::bigint * ${sessions} / ${total})::int
      cross join lateral (select s.starts_at < now() as held,
        case when s.starts_at < now() then ${texts(shape.past)}[1 + ${hash("g", 11)} % ${shape.past.length}]
          else ${texts(shape.future)}[1 + ${hash("g", 11)} % ${shape.future.length}] end as status) st`);
    // The triggers recount the sessions a statement touched through the bookings' indexes; with
    // statistics of an empty table the planner reads the whole table instead, batch after batch.
    if (to < total && (to / EVENT_BATCH) % 4 === 1) await db.execute(sql`analyze respondent_events`);
    if (total > 10 * EVENT_BATCH)
      log(
        `    bookings ${to.toLocaleString("en-AU")} of ${total.toLocaleString("en-AU")} (${((performance.now() - batchStarted) / 1000).toFixed(1)} s)`,
      );
  }
  // PGlite has no autovacuum to gather statistics as PostgreSQL's does after big writes: without
  // them the triggers of the next steps plan for empty tables and read the bookings over and over.
  await db.execute(sql`analyze`);
  step(`${total.toLocaleString("en-AU")} events`);
  await shape.extras?.(db, step);
  await db.execute(sql`vacuum analyze`);
  step("vacuum analyze");
}
