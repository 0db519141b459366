import { describe, expect, it } from "vitest";
import { drillAnswerSchema } from "../../server/contracts/reports/calls";
import { moveDependents } from "../../server/db/repo/respondent-records";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * The points reports (decision 242): Member Profile Points, Member Points Detail and points by
 * job, against sums the test makes from the ledger rows it arranged. Balances this high (and a
 * January 2019 ledger) are the test's own: no seed row has them.
 */
const HIGH = 500_000;
const FROM = "2019-01-01";
const TO = "2019-01-31";
const at = (day: string) => new Date(`${day}T03:00:00Z`);

const w = suite(async () => {
  const world = await reportsWorld();
  const ann = await world.member("Ann");
  const bob = await world.member("Bob");
  const cat = await world.member("Cat");
  const job = await world.job();
  const session = await world.session(job.id, at("2019-01-05"));
  const annBooking = await world.booking(job.id, session.id, ann, "Attended");
  const bobBooking = await world.booking(job.id, session.id, bob, "Completed");
  const ledger = {
    ann: [
      {
        kind: "earned" as const,
        points: 600_000,
        reason: "Big study",
        eventId: annBooking,
        createdAt: at("2019-01-06"),
      },
      { kind: "adjustment" as const, points: 20, reason: "Goodwill", createdAt: at("2019-01-07") },
      { kind: "paid" as const, points: -100, reason: "Paid $100 EFT", createdAt: at("2019-01-20") },
    ],
    bob: [
      {
        kind: "earned" as const,
        points: 700_000,
        reason: "Bigger study",
        eventId: bobBooking,
        createdAt: at("2019-01-08"),
      },
      // Outside the period: in the balance, not in the January ledger.
      { kind: "earned" as const, points: 5, reason: "Survey", createdAt: at("2019-02-02") },
    ],
    cat: [{ kind: "earned" as const, points: 400_000, reason: "Small study", createdAt: at("2019-01-10") }],
  };
  await world.points(ann, ledger.ann);
  await world.points(bob, ledger.bob);
  await world.points(cat, ledger.cat);
  const reader = await world.staff(["MPRPT"]);
  const exporter = await world.staff(["MPRPT", "EXP"]);
  const outsider = await world.staff(["INCRPT"]);
  return { ...world, ann, bob, cat, theJob: job, ledger, reader, exporter, outsider };
});

const sum = (rows: { points: number; kind?: string }[], kind?: string) =>
  rows.filter((r) => !kind || r.kind === kind).reduce((n, r) => n + r.points, 0);
const MEMBERS = "/api/report/member-points-report";
const DETAIL = "/api/report/respondent-points-detail-report";
const BY_JOB = "/api/report/respondent-points-report";

describe("Member Profile Points", () => {
  it("shows each member's balance, highest first, with the ones at or over the minimum", async () => {
    const { api, reader, ann, bob, ledger } = w;
    const answer = reportValue(await api.postJson(MEMBERS, { minPoints: HIGH }, { token: reader }));
    expect(answer.rows.map((r) => r.respondentId)).toEqual([bob, ann]);
    expect(answer.total).toBe(2);
    const annEarned = sum(ledger.ann, "earned");
    const annAdjusted = sum(ledger.ann, "adjustment");
    const annPaid = -sum(ledger.ann, "paid");
    expect(answer.rows[1]).toMatchObject({
      respondentName: "Ann Reportson",
      earned: annEarned,
      adjusted: annAdjusted,
      paid: annPaid,
      total: annEarned + annAdjusted,
      current: annEarned + annAdjusted - annPaid,
      due: "Due",
      lastAt: "2019-01-20",
    });
    expect(answer.rows[0]).toMatchObject({ current: sum(ledger.bob), paid: 0 });
    expect(answer.totals).toMatchObject({ current: sum(ledger.ann) + sum(ledger.bob), paid: null });
    expect(answer.filters.minPoints).toBe(HIGH);
  });

  it("defaults to the members due a $50 EFT: every row holds at least 50 points", async () => {
    const { api, reader } = w;
    const answer = reportValue(await api.postJson(MEMBERS, {}, { token: reader }));
    expect(answer.filters.minPoints).toBe(50);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((r) => Number(r.current) >= 50 && r.due === "Due")).toBe(true);
    // A balance below 50 is not due, and shows with a lower minimum.
    const low = await w.member("Dee");
    await w.points(low, [{ kind: "earned", points: 49, reason: "Survey" }]);
    const rowsOf = async (minPoints?: number) =>
      drillAnswerSchema.parse(
        (
          await api.postJson(
            "/api/report/drill",
            { report: "member-points", key: String(low), column: "current", minPoints },
            { token: reader },
          )
        ).body.value,
      ).rows;
    expect(await rowsOf()).toEqual([]);
    expect(await rowsOf(49)).toEqual([expect.objectContaining({ respondentId: low, points: 49 })]);
    const lower = reportValue(await api.postJson(MEMBERS, { minPoints: 49 }, { token: reader }));
    expect(lower.total).toBeGreaterThan(answer.total);
  });

  it("keeps the balance with the ledger when points are paid out or moved by a merge", async () => {
    const { api, reader, cat } = w;
    const before = reportValue(await api.postJson(MEMBERS, { minPoints: 300_000 }, { token: reader }));
    expect(before.rows.some((r) => r.respondentId === cat)).toBe(true);
    await w.points(cat, [{ kind: "paid", points: -150_000, reason: "Paid" }]);
    const after = reportValue(await api.postJson(MEMBERS, { minPoints: 300_000 }, { token: reader }));
    expect(after.rows.some((r) => r.respondentId === cat)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    // A merge moves the ledger rows; both members' balances follow.
    const eve = await w.member("Eve");
    await w.points(eve, [{ kind: "earned", points: 200_000, reason: "Study" }]);
    await moveDependents(w.db, eve, cat);
    const merged = reportValue(await api.postJson(MEMBERS, { minPoints: 300_000 }, { token: reader }));
    expect(merged.rows.find((r) => r.respondentId === cat)?.current).toBe(400_000 - 150_000 + 200_000);
    expect(merged.rows.some((r) => r.respondentId === eve)).toBe(false);
  });

  it("drills a member's points, and the totals into every member of the report", async () => {
    const { api, reader, ann, bob } = w;
    const one = await api.postJson(
      "/api/report/drill",
      { report: "member-points", key: String(ann), column: "current", minPoints: HIGH },
      { token: reader },
    );
    const drill = drillAnswerSchema.parse(one.body.value);
    expect(drill.kind).toBe("respondents");
    expect(drill.rows).toEqual([expect.objectContaining({ respondentId: ann })]);
    const all = drillAnswerSchema.parse(
      (
        await api.postJson(
          "/api/report/drill",
          { report: "member-points", key: "total", column: "current", minPoints: HIGH },
          { token: reader },
        )
      ).body.value,
    );
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.respondentId)).toEqual([bob, ann]);
  });

  it("exports the table's rows", async () => {
    const { api, exporter } = w;
    const screen = reportValue(await api.postJson(MEMBERS, { minPoints: HIGH }, { token: exporter }));
    const file = await exportRows(w, exporter, { report: "member-points", minPoints: HIGH });
    expect(file.status).toBe(200);
    const header = file.rows.findIndex((r) => r[0] === "Panel ID" && r[1] === "Member");
    expect(header).toBeGreaterThan(0);
    const data = file.rows.slice(header + 1);
    expect(data).toHaveLength(screen.rows.length + 1);
    expect(data.map((r) => r[2])).toEqual([...screen.rows, screen.totals].map((r) => r?.current));
  });
});

describe("Member Points Detail and points by job", () => {
  it("lists the period's movements, latest first, with the job of the event", async () => {
    const { api, reader, ledger, theJob } = w;
    const answer = reportValue(await api.postJson(DETAIL, { from: FROM, to: TO }, { token: reader }));
    const january = [...ledger.ann, ...ledger.bob, ...ledger.cat].filter(
      (r) => r.createdAt.toISOString() < "2019-02-01",
    );
    expect(answer.total).toBe(january.length);
    expect(answer.totals?.points).toBe(sum(january));
    expect(answer.rows[0]).toMatchObject({ day: "2019-01-20", kind: "paid", points: -100, jobNumber: null });
    const jobRows = answer.rows.filter((r) => r.jobNumber === theJob.jobNumber);
    expect(jobRows.map((r) => r.points).sort()).toEqual([600_000, 700_000]);
    const ofJob = reportValue(
      await api.postJson(DETAIL, { from: FROM, to: TO, jobId: theJob.id }, { token: reader }),
    );
    expect(ofJob.total).toBe(2);
  });

  it("sums each member's points per job", async () => {
    const { api, reader, theJob, ann, bob } = w;
    const answer = reportValue(await api.postJson(BY_JOB, { from: FROM, to: TO }, { token: reader }));
    const ours = answer.rows.filter((r) => r.jobNumber === theJob.jobNumber);
    expect(ours).toEqual([
      expect.objectContaining({ respondentId: ann, points: 600_000, movements: 1 }),
      expect.objectContaining({ respondentId: bob, points: 700_000, movements: 1 }),
    ]);
    expect(answer.total).toBe(answer.rows.length);
  });

  it("offers the jobs with points in the picker", async () => {
    const { api, reader, theJob } = w;
    const answer = await api.get("/api/point-report-jobs", { token: reader });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toContainEqual({
      jobId: theJob.id,
      jobNumber: theJob.jobNumber,
      name: theJob.name,
    });
  });

  it("refuses without MemberPointReport, and answers bad filters with a 400", async () => {
    const { api, outsider, reader } = w;
    for (const path of [MEMBERS, DETAIL, BY_JOB])
      expect((await api.postJson(path, {}, { token: outsider })).status).toBe(403);
    expect((await api.get("/api/point-report-jobs", { token: outsider })).status).toBe(403);
    expect((await api.postJson(MEMBERS, { minPoints: -1 }, { token: reader })).status).toBe(400);
    expect((await api.postJson(MEMBERS, { minPoints: "lots" }, { token: reader })).status).toBe(400);
    expect((await api.postJson(DETAIL, { jobId: "abc" }, { token: reader })).status).toBe(400);
    expect((await api.postJson(DETAIL, { from: "2019-13-01" }, { token: reader })).status).toBe(400);
  });
});
