import { describe, expect, it } from "vitest";
import { drillAnswerSchema } from "../../server/contracts/reports/calls";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Job Recruitment, Job KPI and Scorecard reports (decision 240): the test arranges bookings with
 * the history of their moves, then reads the funnel, days to fill and each recruiter's bookings
 * made by its own reading of the definitions (written out here, not imported).
 */
const DAY = 86_400_000;
const STAGES = ["invited", "screened", "qualified", "booked", "confirmed", "attended"] as const;
type Stage = (typeof STAGES)[number];
const TURNED_UP = ["Attended", "Completed", "Showed but not used", "Late and not used", "Wrong profile"];
const CANCELLED = ["Cancelled", "Declined", "Client cancelled", "Replaced"];
const HELD = ["Booked", "Confirmed", "No show", ...TURNED_UP];
/** The furthest stage each status shows a booking reached (the funnel's order). */
const SHOWS: Record<string, number> = {
  Invited: 0,
  Cancelled: 0,
  Declined: 0,
  Screened: 1,
  Terminated: 1,
  "Over quota": 1,
  Qualified: 2,
  Standby: 2,
  "Client cancelled": 2,
  Replaced: 2,
  Booked: 3,
  "No show": 3,
  Confirmed: 4,
};

/** Each booking's moves; the last is its status now. `null` history: the booking has no rows. */
const PATHS: { moves: string[]; history: boolean }[] = [
  { moves: ["Invited"], history: true },
  { moves: ["Invited", "Screened"], history: true },
  { moves: ["Invited", "Screened", "Terminated"], history: true },
  { moves: ["Invited", "Screened", "Qualified"], history: true },
  { moves: ["Invited", "Qualified", "Booked"], history: true },
  { moves: ["Invited", "Qualified", "Booked", "Confirmed"], history: true },
  { moves: ["Invited", "Qualified", "Booked", "Confirmed", "Attended"], history: true },
  { moves: ["Booked", "Attended"], history: true },
  { moves: ["Booked", "Confirmed", "No show"], history: true },
  // Cancelled after confirming: still confirmed, never a no-show.
  { moves: ["Booked", "Confirmed", "Cancelled"], history: true },
  { moves: ["Invited", "Qualified", "Booked", "Declined"], history: true },
  // An outcome corrected from Attended to No show is not an attendance.
  { moves: ["Booked", "Confirmed", "Attended", "No show"], history: true },
  { moves: ["Qualified", "Standby"], history: true },
  { moves: ["Completed"], history: false },
  { moves: ["Cancelled"], history: false },
];
const current = (p: (typeof PATHS)[number]) => p.moves[p.moves.length - 1] ?? "";
/** The test's reading: a stage is reached when any move (or the status now) shows it, attended only now. */
function reached(p: (typeof PATHS)[number], stage: Stage): boolean {
  const now = current(p);
  if (stage === "attended") return TURNED_UP.includes(now);
  if (TURNED_UP.includes(now)) return true;
  const seen = p.history ? p.moves : [now];
  return seen.some((s) => (SHOWS[s] ?? 0) >= STAGES.indexOf(stage));
}
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

const w = suite(async () => {
  const world = await reportsWorld();
  const stamp = Date.now();
  const pm = `pm-rec-${stamp}`;
  const recruiters = [`rec-a-${stamp}`, `rec-b-${stamp}`];
  // The job started 40 days ago; booking b's moves happen on day b after it, at 02:00 UTC (midday in
  // the agency's zone), a minute apart.
  const start = new Date(Date.now() - 40 * DAY);
  const startDay = dayOf(start);
  const base = Date.parse(`${startDay}T02:00:00Z`);
  const at = (b: number, step: number) => new Date(base + b * DAY + step * 60_000);
  const jobA = await world.job({ projectManager: pm, startDate: startDay });
  const past = await world.session(jobA.id, new Date(Date.now() - 5 * DAY), { requiredPlaces: 4 });
  const future = await world.session(jobA.id, new Date(Date.now() + 3 * DAY), {
    requiredPlaces: 2,
    sessionNumber: 2,
  });
  // Bookings 0–9 in the past session, the rest in the future one.
  const made = [
    ...(await world.bookings(jobA.id, past.id, PATHS.slice(0, 10).map(current))),
    ...(await world.bookings(jobA.id, future.id, PATHS.slice(10).map(current), 10)),
  ];
  const history = PATHS.flatMap((p, b) => {
    const booking = made[b];
    if (!p.history || !booking) return [];
    // The first move to Booked/Confirmed is by the booking's recruiter; later moves by the other.
    const placing = p.moves.findIndex((s) => s === "Booked" || s === "Confirmed");
    return p.moves.map((to, step) => ({
      eventId: booking.id,
      respondentId: booking.respondentId,
      jobGroupId: b < 10 ? past.id : future.id,
      action: step === 0 ? "Create" : "Update",
      fromStatus: step === 0 ? null : (p.moves[step - 1] ?? null),
      toStatus: to,
      by: placing >= 0 && step > placing ? (recruiters[(b + 1) % 2] ?? "") : (recruiters[b % 2] ?? ""),
      at: at(b, step),
    }));
  });
  await world.history(history);
  // A second job of the period that never fills, and a job whose only session is before it.
  const jobB = await world.job({ projectManager: pm });
  const bSession = await world.session(jobB.id, new Date(Date.now() - 2 * DAY), { requiredPlaces: 10 });
  await world.bookings(jobB.id, bSession.id, ["Attended", "No show", "Booked"], 20);
  const jobC = await world.job({ projectManager: pm });
  const cSession = await world.session(jobC.id, new Date(Date.now() - 60 * DAY), { requiredPlaces: 3 });
  await world.bookings(jobC.id, cSession.id, ["Attended"], 30);

  const reader = await world.staff(["JRRPT", "JKRPT", "SCRPT"]);
  const exporter = await world.staff(["JRRPT", "JKRPT", "SCRPT", "EXP"]);
  const outsider = await world.staff(["SRRPT"]);
  return {
    ...world,
    pm,
    recruiters,
    jobA,
    jobB,
    jobC,
    pastId: past.id,
    made,
    history,
    startDay,
    at,
    reader,
    exporter,
    outsider,
  };
});

const FUNNEL = "/api/report/job-recruitment-report";
const KPI = "/api/report/job-Kpi-report";
const SCORECARD = "/api/report/scorecard-report";

describe("Job Recruitment Report", () => {
  it("counts every booking at each stage it ever reached, from its status and its history", async () => {
    const { api, pm, reader, jobA, jobB, jobC } = w;
    const answer = reportValue(await api.postJson(FUNNEL, { projectManager: pm }, { token: reader }));
    const byId = new Map(answer.rows.map((r) => [r.jobId, r]));
    expect([...byId.keys()].sort()).toEqual([jobA.id, jobB.id].sort());
    expect(byId.has(jobC.id)).toBe(false);
    const expected = Object.fromEntries(STAGES.map((s) => [s, PATHS.filter((p) => reached(p, s)).length]));
    expect(byId.get(jobA.id)).toMatchObject({ sessions: 2, ...expected });
    // Hand-checked: 15 entered, 3 turned up (the corrected outcome is not one), 7 confirmed.
    expect(expected).toMatchObject({ invited: 15, attended: 3, confirmed: 7 });
    expect(byId.get(jobA.id)?.conversion).toBeCloseTo(3 / 15, 4);
    // Job B's bookings have no history: their statuses alone place them.
    expect(byId.get(jobB.id)).toMatchObject({ invited: 3, booked: 3, confirmed: 1, attended: 1 });
    for (const s of STAGES)
      expect(answer.totals?.[s]).toBe(Number(expected[s]) + Number(byId.get(jobB.id)?.[s]));
    expect(answer.summary[0]).toBe("Job Recruitment Report");
  });

  it("drills each stage into exactly the bookings that reached it", async () => {
    const { api, pm, reader, jobA, made } = w;
    for (const stage of STAGES) {
      const answer = await api.postJson(
        "/api/report/drill",
        { report: "job-recruitment", key: String(jobA.id), column: stage, projectManager: pm },
        { token: reader },
      );
      expect(answer.status).toBe(200);
      const drill = drillAnswerSchema.parse(answer.body.value);
      const ids = PATHS.flatMap((p, b) => (reached(p, stage) ? [made[b]?.id] : []));
      expect(drill.rows.map((r) => r.bookingId).sort()).toEqual(ids.sort());
    }
  });

  it("filters by client and job number", async () => {
    const { api, pm, reader, jobA, clientId } = w;
    const byJob = reportValue(
      await api.postJson(FUNNEL, { projectManager: pm, jobNumber: jobA.jobNumber }, { token: reader }),
    );
    expect(byJob.rows.map((r) => r.jobId)).toEqual([jobA.id]);
    const byClient = reportValue(await api.postJson(FUNNEL, { clientId }, { token: reader }));
    expect(byClient.rows.map((r) => r.jobId)).toContain(jobA.id);
    const other = clientId === 1 ? 2 : 1;
    const otherClient = reportValue(
      await api.postJson(FUNNEL, { projectManager: pm, clientId: other }, { token: reader }),
    );
    expect(otherClient.rows).toHaveLength(0);
  });
});

describe("Job KPI Report", () => {
  it("replays the history for days to fill and counts show rate, over-recruitment and cancellations", async () => {
    const { api, pm, reader, jobA, jobB, history, startDay, pastId } = w;
    const answer = reportValue(await api.postJson(KPI, { projectManager: pm }, { token: reader }));
    const byId = new Map(answer.rows.map((r) => [r.jobId, r]));
    // The test's replay of the first session (4 places): after each move, how many of its
    // bookings' latest move holds a place.
    const sorted = history
      .filter((h) => h.jobGroupId === pastId)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const latest = new Map<number, string>();
    let filledAt: Date | null = null;
    for (const h of sorted) {
      latest.set(h.eventId, h.toStatus);
      const taken = [...latest.values()].filter((s) => HELD.includes(s)).length;
      if (taken >= 4 && !filledAt) filledAt = h.at;
    }
    expect(filledAt).not.toBeNull();
    const filledDay = dayOf(filledAt ?? new Date());
    const statuses = PATHS.map(current);
    const held = statuses.filter((s) => HELD.includes(s)).length;
    const attended = statuses.filter((s) => TURNED_UP.includes(s)).length;
    const noShow = statuses.filter((s) => s === "No show").length;
    expect(byId.get(jobA.id)).toMatchObject({
      required: 6,
      held,
      filledOn: filledDay,
      // Recruitment began with booking 0's first move, on the job's first day.
      daysToFill: Math.round((Date.parse(filledDay) - Date.parse(startDay)) / DAY),
      overRecruited: held - 6,
      cancelled: statuses.filter((s) => CANCELLED.includes(s)).length,
    });
    expect(byId.get(jobA.id)?.showRate).toBeCloseTo(attended / (attended + noShow), 4);
    // Job B never had its 10 places taken: no days to fill.
    expect(byId.get(jobB.id)).toMatchObject({ required: 10, held: 3, daysToFill: null, overRecruited: -7 });
    expect(answer.exclusions[0]?.count).toBe(1);
    const cancelled = statuses.filter((s) => CANCELLED.includes(s)).length;
    expect(answer.totals).toMatchObject({ required: 16, held: held + 3, cancelled });
  });

  it("drills cancellations into the cancelled bookings, none of them a no-show", async () => {
    const { api, pm, reader, jobA } = w;
    const answer = await api.postJson(
      "/api/report/drill",
      { report: "job-kpi", key: String(jobA.id), column: "cancelled", projectManager: pm },
      { token: reader },
    );
    const drill = drillAnswerSchema.parse(answer.body.value);
    expect(drill.total).toBe(PATHS.filter((p) => CANCELLED.includes(current(p))).length);
    expect(drill.rows.some((r) => r.status === "No show")).toBe(false);
  });
});

describe("Scorecard Report", () => {
  it("credits each booking to whoever first moved it to Booked or Confirmed within the period", async () => {
    const { api, pm, reader, recruiters, history, startDay, at } = w;
    // The period starts on day 6 of the job: bookings made before it are not counted.
    const from = dayOf(at(6, 0));
    const to = dayOf(new Date());
    const answer = reportValue(
      await api.postJson(SCORECARD, { projectManager: pm, from, to }, { token: reader }),
    );
    expect(startDay < from).toBe(true);
    for (const recruiter of recruiters) {
      const mine = PATHS.flatMap((p, b) => {
        const first = history.find(
          (h) => h.eventId === w.made[b]?.id && (h.toStatus === "Booked" || h.toStatus === "Confirmed"),
        );
        return first && first.by === recruiter && dayOf(first.at) >= from ? [p] : [];
      });
      const now = mine.map(current);
      const attended = now.filter((s) => TURNED_UP.includes(s)).length;
      const noShow = now.filter((s) => s === "No show").length;
      const row = answer.rows.find((r) => r.recruiter === recruiter);
      expect(row).toMatchObject({
        made: mine.length,
        confirmed: mine.filter((p) => reached(p, "confirmed")).length,
        attended,
        noShow,
        cancelled: now.filter((s) => CANCELLED.includes(s)).length,
      });
      expect(row?.showRate ?? null).toEqual(
        attended + noShow ? expect.closeTo(attended / (attended + noShow), 4) : null,
      );
      const drill = await api.postJson(
        "/api/report/drill",
        { report: "scorecard", key: recruiter, column: "made", projectManager: pm, from, to },
        { token: reader },
      );
      expect(drillAnswerSchema.parse(drill.body.value).total).toBe(mine.length);
    }
    expect(answer.totals?.made).toBe(answer.rows.reduce((n, r) => n + Number(r.made), 0));
  });
});

describe("the recruitment reports", () => {
  it("export the rows their tables show, with the totals last", async () => {
    const { pm, exporter, api } = w;
    for (const [report, path, first] of [
      ["job-recruitment", FUNNEL, "Job"],
      ["job-kpi", KPI, "Job"],
      ["scorecard", SCORECARD, "Recruiter"],
    ] as const) {
      const screen = reportValue(await api.postJson(path, { projectManager: pm }, { token: exporter }));
      const file = await exportRows(w, exporter, { report, projectManager: pm });
      expect(file.status).toBe(200);
      const header = file.rows.findIndex((r) => r[0] === first);
      expect(header).toBeGreaterThan(0);
      const data = file.rows.slice(header + 1);
      expect(data).toHaveLength(screen.rows.length + 1);
      expect(data.map((r) => r[0])).toEqual(
        [...screen.rows, screen.totals].map((r) => r?.[first === "Job" ? "jobNumber" : "recruiter"]),
      );
    }
  });

  it("refuse without each report's right, and answer bad filters with a 400", async () => {
    const { api, outsider, reader } = w;
    for (const path of [FUNNEL, KPI, SCORECARD]) {
      expect((await api.postJson(path, {}, { token: outsider })).status).toBe(403);
      expect((await api.postJson(path, { from: "2026-02-30" }, { token: reader })).status).toBe(400);
    }
    for (const report of ["job-recruitment", "job-kpi", "scorecard"]) {
      const drill = await api.postJson(
        "/api/report/drill",
        { report, key: "total", column: "cancelled" },
        { token: outsider },
      );
      expect(drill.status).toBe(403);
    }
    const badKey = await api.postJson(
      "/api/report/drill",
      { report: "job-recruitment", key: "abc", column: "booked" },
      { token: reader },
    );
    expect(badKey.status).toBe(404);
  });
});
