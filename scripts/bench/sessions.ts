import { sql } from "drizzle-orm";
import type { Deps, UseCaseContext } from "../../server/context";
import type { DbHandle } from "../../server/db/client";
import { sessionAttendees } from "../../server/services/sessions/attendees";
import { undoBatch } from "../../server/services/sessions/booking-batch";
import { confirmAttendance } from "../../server/services/sessions/bookings";
import { calendar } from "../../server/services/sessions/sessions";
import { onEachDatabase, percentile } from "./bench-support";

const SESSIONS = 5_000;
const BOOKINGS = 200_000;
const BIG = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

/** Rows of a raw query (PGlite and pg both answer { rows }). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Bulk SQL (generate_series): 50 jobs, 5,000 sessions over 12 months, 20,000 respondents. */
async function seed(handle: DbHandle) {
  const db = handle.db;
  await db.execute(sql`insert into clients (name) values ('Bench client')`);
  await db.execute(
    sql`insert into staff_users (username, first_name, last_name, email) values ('bench@demo.test', 'Bench', 'User', 'bench@demo.test')`,
  );
  await db.execute(
    sql`insert into jobs (job_number, name, client_id, project_manager) select 'B' || g, 'Bench job ' || g, (select min(id) from clients), 'bench@demo.test' from generate_series(1, 50) g`,
  );
  await db.execute(
    sql`insert into respondents (first_name, last_name, mobile) select 'Pat' || g, 'Tester' || g, '04' || lpad(g::text, 8, '0') from generate_series(1, 20000) g`,
  );
  await db.execute(sql`insert into job_groups (job_id, session_number, name, status, starts_at, ends_at, required_places, standby_places)
    select (select min(id) from jobs) + (g % 50), g, 'Session ' || g, 'Recruiting',
      timestamptz '2027-01-01 09:00+00' + ((g % 365) || ' days')::interval + ((g % 8) || ' hours')::interval,
      timestamptz '2027-01-01 11:00+00' + ((g % 365) || ' days')::interval + ((g % 8) || ' hours')::interval,
      0, 10
    from generate_series(1, ${SESSIONS}) g`);
  const [first] = rowsOf<{ id: number }>(await db.execute(sql`select min(id)::int as id from job_groups`));
  const big = first?.id ?? 1;
  // The big session's 1,000 attendees, then 199,000 bookings spread over the other sessions.
  await db.execute(sql`insert into respondent_events (respondent_id, job_id, job_group_id, kind, status, incentive, at)
    select (select min(id) from respondents) + g - 1, (select job_id from job_groups where id = ${big}), ${big}, 'Session', 'Booked', 80, now()
    from generate_series(1, ${BIG}) g`);
  await db.execute(sql`insert into respondent_events (respondent_id, job_id, job_group_id, kind, status, incentive, at)
    select (select min(id) from respondents) + (g % 20000), gr.job_id, gr.id, 'Session',
      (array['Booked','Confirmed','Standby','Completed','No show','Cancelled'])[1 + g % 6], 80, now()
    from generate_series(1, ${BOOKINGS - BIG}) g
    join job_groups gr on gr.id = ${big} + 1 + (g % ${SESSIONS - 1})`);
  await db.execute(sql`vacuum analyze`);
  return big;
}

async function time(label: string, fn: () => Promise<unknown>, runs = RUNS, warm = 3) {
  const samples: number[] = [];
  let size = 0;
  for (let i = 0; i < runs + warm; i++) {
    const t = performance.now();
    const out = await fn();
    if (i >= warm) samples.push(performance.now() - t);
    size = Array.isArray(out) ? out.length : size;
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms${size ? `  (${size} rows)` : ""}`,
  );
}

async function run(kind: string, handle: DbHandle) {
  const t = Date.now();
  const big = await seed(handle);
  console.log(
    `${kind}: seeded ${SESSIONS} sessions and ${BOOKINGS} bookings in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  const [staff] = rowsOf<{ id: number }>(
    await handle.db.execute(sql`select min(id)::int as id from staff_users`),
  );
  const ctx: UseCaseContext = {
    deps: { db: handle.db, now: () => new Date() } as unknown as Deps,
    actor: { role: "Staff", id: staff?.id ?? 1, name: "Bench User", jti: "bench", exp: 0, accountId: 0 },
    rights: new Set(["JOB", "ICV"]),
  };
  await time("calendar month (2027-03-01..2027-03-31)", () =>
    calendar(ctx, { from: "2027-03-01", to: "2027-03-31" }),
  );
  await time("attendee list of a 1,000-attendee session", () => sessionAttendees(ctx, big));
  const ids = (await sessionAttendees(ctx, big)).map((a) => a.eventId);
  const confirm: number[] = [];
  const undo: number[] = [];
  for (let i = 0; i < 5; i++) {
    let t0 = performance.now();
    const out = await confirmAttendance(ctx, { ids, reason: null });
    confirm.push(performance.now() - t0);
    if (!out.ok || out.value.changed.length !== ids.length)
      throw new Error(`bulk confirm failed: ${JSON.stringify(out).slice(0, 200)}`);
    t0 = performance.now();
    const back = await undoBatch(ctx, { batchId: out.value.batchId ?? 0 });
    undo.push(performance.now() - t0);
    if (!back.ok) throw new Error(`undo failed: ${back.errors.join(" ")}`);
  }
  confirm.sort((a, b) => a - b);
  undo.sort((a, b) => a - b);
  console.log(
    `  ${"bulk confirm of 1,000 attendees".padEnd(44)} p50 ${percentile(confirm, 50).toFixed(0).padStart(7)} ms  max ${confirm.at(-1)?.toFixed(0)} ms`,
  );
  console.log(
    `  ${"undo of that bulk confirm".padEnd(44)} p50 ${percentile(undo, 50).toFixed(0).padStart(7)} ms  max ${undo.at(-1)?.toFixed(0)} ms`,
  );
  await handle.close();
}

await onEachDatabase("bench-sessions-", run);
// The browser part (BENCH_SKIP_BROWSER=1 skips it): the attendee grid's key → paint in Chromium.
if (!process.env.BENCH_SKIP_BROWSER) {
  const { gridLines, measureSessionGrid } = await import("./sessions-grid");
  console.log("Chromium: attendee grid of 1,000 attendees");
  for (const l of gridLines(await measureSessionGrid())) console.log(l);
}
