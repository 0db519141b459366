import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/repo/panel-search/fields";
import { moveDependents } from "../../server/db/repo/respondent-records";
import { respondentEvents, respondentPoints } from "../../server/db/schema/respondents";
import { suite } from "../helpers/suite";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * job_point_sums (decision 301) and each ledger row's job (decision 307): kept by triggers on the points ledger and the bookings, whoever
 * writes them, equal after every write to the sums read from the ledger; and Respondent Points
 * by Job, which reads it, equal to the ledger summed per member and job when its period cuts
 * through a job's movements.
 */
const w = suite(reportsWorld);
const BY_JOB = "/api/report/respondent-points-report";
const at = (instant: string) => new Date(instant);

/** The table's row of each job, and the same sums worked out from the ledger. */
async function keptAndRead(jobIds: number[]) {
  const ids = sql.join(
    jobIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept = rowsOf(
    await w.db.execute(sql`select job_id, first_at, last_at, points::int as points, movements, members
      from job_point_sums where job_id in (${ids}) and movements > 0 order by job_id`),
  );
  const read = rowsOf(
    await w.db.execute(sql`select x.job_id, min(p.created_at) as first_at, max(p.created_at) as last_at,
        sum(p.points)::int as points, count(*)::int as movements, count(distinct p.respondent_id)::int as members
      from respondent_points p join respondent_events x on x.id = p.event_id
      where x.job_id in (${ids}) group by x.job_id order by x.job_id`),
  );
  return { kept, read };
}

/** The report's figures for a period, as the ledger gives them (the statement before decision 301). */
async function fromLedger(start: Date, end: Date) {
  const [r] = rowsOf(
    await w.db.execute(sql`select count(*)::int as n, coalesce(sum(points), 0)::int as points,
        coalesce(sum(movements), 0)::int as movements
      from (select p.respondent_id, x.job_id, sum(p.points) as points, count(*) as movements
        from respondent_points p left join respondent_events x on x.id = p.event_id
        where p.created_at >= ${start.toISOString()} and p.created_at < ${end.toISOString()} and x.job_id is not null
        group by p.respondent_id, x.job_id) t`),
  );
  return { rows: Number(r?.n), points: Number(r?.points), movements: Number(r?.movements) };
}

describe("a job's points sums", () => {
  it("follow ledger rows and bookings added, changed, moved and removed", async () => {
    const job = await w.job({});
    const other = await w.job({});
    const session = await w.session(job.id, at("2017-03-05T03:00:00Z"));
    const elsewhere = await w.session(other.id, at("2017-03-05T03:00:00Z"));
    const ann = await w.member("Sumann");
    const bob = await w.member("Sumbob");
    const a = await w.booking(job.id, session.id, ann, "Attended");
    const b = await w.booking(job.id, session.id, bob, "Attended");
    const check = async () => {
      const { kept, read } = await keptAndRead([job.id, other.id]);
      expect(kept).toEqual(read);
      // Every ledger row carries the job of the event it points at, or none (decision 307).
      const astray = rowsOf(
        await w.db.execute(sql`select p.id from respondent_points p left join respondent_events x on x.id = p.event_id
          where p.job_id is distinct from x.job_id`),
      );
      expect(astray).toEqual([]);
    };
    await w.points(ann, [
      { kind: "earned", points: 10, reason: "Session", eventId: a, createdAt: at("2017-03-06T01:00:00Z") },
      { kind: "earned", points: 5, reason: "Bonus", eventId: a, createdAt: at("2017-03-09T01:00:00Z") },
    ]);
    await w.points(bob, [
      { kind: "earned", points: 7, reason: "Session", eventId: b, createdAt: at("2017-03-07T01:00:00Z") },
    ]);
    await check();
    const { kept } = await keptAndRead([job.id]);
    expect(kept).toEqual([expect.objectContaining({ points: 22, movements: 3, members: 2 })]);
    // A ledger row changed: points, time, event.
    await w.db.update(respondentPoints).set({ points: 8 }).where(eq(respondentPoints.eventId, b));
    await check();
    await w.db
      .update(respondentPoints)
      .set({ createdAt: at("2017-02-01T01:00:00Z") })
      .where(eq(respondentPoints.reason, "Bonus"));
    await check();
    const c = await w.booking(other.id, elsewhere.id, bob, "Attended");
    await w.db.update(respondentPoints).set({ eventId: c }).where(eq(respondentPoints.eventId, b));
    await check();
    // A booking moved to another job takes its points along.
    await w.db
      .update(respondentEvents)
      .set({ jobId: other.id, jobGroupId: elsewhere.id })
      .where(eq(respondentEvents.id, a));
    await check();
    expect((await keptAndRead([job.id])).kept).toEqual([]);
    // A merge moves the ledger rows to the survivor: one member fewer on the job.
    await moveDependents(w.db, bob, ann);
    await check();
    expect((await keptAndRead([other.id])).kept).toEqual([
      expect.objectContaining({ members: 1, movements: 3 }),
    ]);
    // A ledger row removed, then the booking its points point at.
    await w.db.delete(respondentPoints).where(eq(respondentPoints.reason, "Bonus"));
    await check();
    await w.db.delete(respondentEvents).where(eq(respondentEvents.id, a));
    await check();
    expect((await keptAndRead([other.id])).kept).toEqual([
      expect.objectContaining({ points: 8, movements: 1 }),
    ]);
  });

  it("give Respondent Points by Job the ledger's figures when the period cuts through a job", async () => {
    const job = await w.job({});
    const session = await w.session(job.id, at("2016-06-01T03:00:00Z"));
    const cat = await w.member("Cutcat");
    const dan = await w.member("Cutdan");
    const eve = await w.member("Cuteve");
    const [c, d, e] = [
      await w.booking(job.id, session.id, cat, "Attended"),
      await w.booking(job.id, session.id, dan, "Attended"),
      await w.booking(job.id, session.id, eve, "Attended"),
    ];
    // Cat before and within June, Dan within, Eve within and after: June cuts the job at both ends.
    await w.points(cat, [
      { kind: "earned", points: 3, reason: "Screener", eventId: c, createdAt: at("2016-05-20T03:00:00Z") },
      { kind: "earned", points: 10, reason: "Session", eventId: c, createdAt: at("2016-06-02T03:00:00Z") },
    ]);
    await w.points(dan, [
      { kind: "earned", points: 10, reason: "Session", eventId: d, createdAt: at("2016-06-02T03:00:00Z") },
      { kind: "adjustment", points: -2, reason: "Late", eventId: d, createdAt: at("2016-06-03T03:00:00Z") },
    ]);
    await w.points(eve, [
      { kind: "earned", points: 10, reason: "Session", eventId: e, createdAt: at("2016-06-02T03:00:00Z") },
      { kind: "earned", points: 4, reason: "Diary", eventId: e, createdAt: at("2016-07-04T03:00:00Z") },
    ]);
    const { admin, api } = w;
    for (const [from, to] of [
      ["2016-06-01", "2016-06-30"],
      ["2016-05-01", "2016-06-30"],
      ["2016-06-01", "2016-07-31"],
      ["2016-05-01", "2016-07-31"],
      ["2016-07-01", "2016-07-31"],
    ] as const) {
      const answer = reportValue(await api.postJson(BY_JOB, { from, to }, { token: admin }));
      // The agency's days in Sydney, +10:00 from May to July.
      const rows = answer.rows;
      expect(answer.total).toBe(rows.length);
      const ledger = await fromLedger(
        at(`${from}T00:00:00+10:00`),
        new Date(at(`${to}T00:00:00+10:00`).getTime() + 86_400_000),
      );
      expect({
        rows: answer.total,
        points: answer.totals?.points,
        movements: answer.totals?.movements,
      }).toEqual(ledger);
      expect(rows.reduce((n, r) => n + Number(r.points), 0)).toBe(ledger.points);
    }
    const june = reportValue(
      await api.postJson(BY_JOB, { from: "2016-06-01", to: "2016-06-30" }, { token: admin }),
    );
    expect(june.rows.map((r) => [r.respondentId, r.points, r.movements])).toEqual([
      [cat, 10, 1],
      [dan, 8, 2],
      [eve, 10, 1],
    ]);
    const ofJob = reportValue(
      await api.postJson(BY_JOB, { from: "2016-05-01", to: "2016-07-31", jobId: job.id }, { token: admin }),
    );
    expect(ofJob.totals).toMatchObject({ points: 35, movements: 6 });
    expect(ofJob.total).toBe(3);
  });
});
