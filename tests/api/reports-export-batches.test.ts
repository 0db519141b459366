import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf as anyRows } from "../../server/db/repo/panel-search/fields";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Exports longer than one batch (2,000 rows) read on from the last row of the batch before
 * (decision 307): every row once, in the screen's order, even where rows share a time to the
 * millisecond or to the microsecond. The rows are the test's own, in March 2018.
 */
const MEMBERS = 2_100;
/** The rows of a result, typed as the test's query selects them. */
const rowsOf = <T>(result: unknown) => anyRows(result) as T[];
const FROM = "2018-03-01";
const TO = "2018-03-31";

const w = suite(async () => {
  const world = await reportsWorld();
  const jobs = [await world.job(), await world.job()];
  const sessions = [
    await world.session(jobs[0]?.id ?? 0, new Date("2018-03-05T03:00:00Z")),
    await world.session(jobs[1]?.id ?? 0, new Date("2018-03-06T03:00:00Z")),
  ];
  const [first] = rowsOf<{ id: number }>(
    await world.db.execute(sql`insert into respondents (first_name, last_name, email, mobile, postcode, gender,
        year_of_birth, state, country)
      select 'Batch' || g, 'Member', 'batch' || g || '@export.test', '05' || lpad(g::text, 8, '0'), '2000',
        'Female', 1980, 'NSW', 'AU'
      from generate_series(1, ${MEMBERS}) g returning id`),
  );
  const lo = first?.id ?? 0;
  // Every member booked on both jobs, and a point for each booking. Times repeat every 7 rows to
  // the microsecond, and step by a microsecond, so a cursor cut to milliseconds would skip rows.
  for (const [i, session] of sessions.entries()) {
    await world.db.execute(sql`insert into respondent_events (respondent_id, job_id, job_group_id, kind, status, at)
      select r.id, ${session.jobId}, ${session.id}, 'Session', 'Attended', timestamptz '2018-03-01T00:00:00Z'
      from respondents r where r.email like '%@export.test'`);
    await world.db.execute(sql`insert into respondent_points (respondent_id, kind, points, reason, event_id, created_at)
      select x.respondent_id, 'earned', 1 + (x.respondent_id - ${lo}) % 9, 'Batch', x.id,
        timestamptz '2018-03-10T00:00:00Z' + ${i} * interval '1 day'
          + ((x.respondent_id - ${lo}) / 7) * interval '1 microsecond'
      from respondent_events x where x.job_group_id = ${session.id}`);
  }
  const exporter = await world.staff(["MPRPT", "EXP"]);
  return { ...world, jobs, exporter };
});

/** The exported sheet's data rows (below the header row starting with `first`), totals row dropped. */
async function exported(body: Record<string, unknown>, first: string) {
  const file = await exportRows(w, w.exporter, body);
  expect(file.status).toBe(200);
  const header = file.rows.findIndex((r) => r[0] === first);
  expect(header).toBeGreaterThan(0);
  return file.rows.slice(header + 1, -1);
}

describe("an export longer than one batch", () => {
  it("holds every ledger movement once, latest first", async () => {
    // A member's movement on a job is one row: (member, job) names it.
    const ledger = rowsOf<{ respondent_id: number; job_number: string }>(
      await w.db.execute(sql`select p.respondent_id, j.job_number from respondent_points p join jobs j on j.id = p.job_id
        where p.created_at >= '2018-03-01T00:00:00+11:00' and p.created_at < '2018-04-01T00:00:00+11:00'
        order by p.created_at desc, p.id desc`),
    ).map((r) => [r.respondent_id, r.job_number]);
    expect(ledger.length).toBe(2 * MEMBERS);
    const rows = await exported({ report: "member-points-detail", from: FROM, to: TO }, "Date");
    expect(rows.map((r) => [r[1], r[6]])).toEqual(ledger);
    const screen = reportValue(
      await w.api.postJson(
        "/api/report/respondent-points-detail-report",
        { from: FROM, to: TO, length: 100 },
        { token: w.exporter },
      ),
    );
    expect(rows.slice(0, 100).map((r) => [r[1], r[6]])).toEqual(
      screen.rows.map((r) => [r.respondentId, r.jobNumber]),
    );
  });

  it("holds every member and job once, by job then member", async () => {
    const expected = rowsOf<{ respondent_id: number; job_number: string; points: number }>(
      await w.db.execute(sql`select p.respondent_id, j.job_number, sum(p.points)::int as points
        from respondent_points p join jobs j on j.id = p.job_id
        where p.created_at >= '2018-03-01T00:00:00+11:00' and p.created_at < '2018-04-01T00:00:00+11:00'
        group by p.respondent_id, j.job_number, j.id order by j.job_number, j.id, p.respondent_id`),
    );
    expect(expected.length).toBe(2 * MEMBERS);
    const rows = await exported({ report: "respondent-points", from: FROM, to: TO }, "Panel ID");
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual(
      expected.map((r) => [r.respondent_id, r.job_number, r.points]),
    );
  });
});
