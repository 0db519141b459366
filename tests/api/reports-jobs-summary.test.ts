import { describe, expect, it } from "vitest";
import { drillAnswerSchema } from "../../server/contracts/reports/calls";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * PM Job Summary and PM Job Detail (decision 241): figures against what the test arranged (jobs
 * of its own client, two project managers of its own, a March period), the rule "a job is in the
 * period when its dates overlap it, or one of its sessions starts in it" applied here in the test.
 */
const FROM = "2025-03-01";
const TO = "2025-03-31";
const at = (day: string) => new Date(`${day}T02:00:00Z`);
const TURNED_UP = ["Attended", "Completed", "Showed but not used", "Late and not used", "Wrong profile"];
const HELD = ["Booked", "Confirmed", "No show", ...TURNED_UP];

interface Plan {
  key: string;
  pm: "a" | "b" | null;
  status: string;
  start?: string;
  end?: string;
  created?: string;
  quote?: number;
  sessions: { day: string; required: number; bookings: string[] }[];
  invoices: { amount: number; status: string }[];
}
const PLANS: Plan[] = [
  {
    key: "A1",
    pm: "a",
    status: "Open",
    start: "2025-03-05",
    end: "2025-03-20",
    quote: 1000,
    sessions: [
      {
        day: "2025-03-10",
        required: 8,
        bookings: ["Attended", "Attended", "No show", "Cancelled", "Booked"],
      },
      { day: "2025-03-12", required: 6, bookings: ["Completed", "Standby"] },
      { day: "2025-04-12", required: 4, bookings: ["Attended"] },
    ],
    invoices: [
      { amount: 300, status: "Sent" },
      { amount: 200, status: "Void" },
      { amount: 50.25, status: "Draft" },
    ],
  },
  {
    key: "A2",
    pm: "a",
    status: "Closed",
    start: "2025-02-01",
    end: "2025-03-02",
    quote: 2500.5,
    sessions: [],
    invoices: [{ amount: 1000, status: "Paid" }],
  },
  {
    key: "A3",
    pm: "a",
    status: "In Field",
    start: "2025-01-01",
    end: "2025-01-31",
    sessions: [{ day: "2025-03-15", required: 5, bookings: ["Confirmed"] }],
    invoices: [],
  },
  {
    key: "A4",
    pm: "a",
    status: "Cancelled",
    start: "2025-04-01",
    end: "2025-04-30",
    quote: 99,
    sessions: [],
    invoices: [],
  },
  { key: "A5", pm: "a", status: "Quoted", created: "2025-03-10", quote: 400, sessions: [], invoices: [] },
  { key: "A6", pm: "a", status: "Open", created: "2025-05-01", quote: 7, sessions: [], invoices: [] },
  {
    key: "B1",
    pm: "b",
    status: "On Hold",
    start: "2025-03-10",
    end: "2025-03-11",
    sessions: [],
    invoices: [],
  },
  {
    key: "N1",
    pm: null,
    status: "Open",
    start: "2025-03-01",
    end: "2025-03-01",
    quote: 10,
    sessions: [],
    invoices: [],
  },
];

/** The test's own reading of "in the period". */
const inPeriod = (p: Plan) => {
  const first = p.start ?? p.created ?? "";
  const last = p.end ?? p.start ?? p.created ?? "";
  return (first <= TO && last >= FROM) || p.sessions.some((s) => s.day >= FROM && s.day <= TO);
};
const marchSessions = (p: Plan) => p.sessions.filter((s) => s.day >= FROM && s.day <= TO);
const invoiced = (p: Plan) =>
  p.invoices.filter((i) => i.status !== "Void" && i.status !== "Draft").reduce((n, i) => n + i.amount, 0);
const count = (list: string[], set: string[]) => list.filter((s) => set.includes(s)).length;

const w = suite(async () => {
  const world = await reportsWorld();
  const stamp = Date.now();
  const pms = { a: `pm-a-${stamp}`, b: `pm-b-${stamp}` };
  const clientId = await world.client("Summary client");
  const ids = new Map<string, number>();
  for (const p of PLANS) {
    const job = await world.job({
      clientId,
      projectManager: p.pm ? pms[p.pm] : null,
      status: p.status,
      startDate: p.start ?? null,
      endDate: p.end ?? null,
      quoteValue: p.quote ?? null,
      ...(p.created ? { createdAt: at(p.created) } : {}),
    });
    ids.set(p.key, job.id);
    let from = 0;
    for (const [n, s] of p.sessions.entries()) {
      const session = await world.session(job.id, at(s.day), {
        sessionNumber: n + 1,
        requiredPlaces: s.required,
      });
      await world.bookings(job.id, session.id, s.bookings, from);
      from += s.bookings.length;
    }
    for (const i of p.invoices) await world.invoice(job.id, i.amount, "2025-03-20", i.status);
  }
  return {
    ...world,
    pms,
    theClient: clientId,
    ids,
    reader: await world.staff(["JSRPT", "JDRPT"]),
    exporter: await world.staff(["JSRPT", "JDRPT", "EXP"]),
    outsider: await world.staff(["JOB"]),
  };
});

const SUMMARY = "/api/report/job-report-summary";
const DETAIL = "/api/report/job-report-detail";
const filters = () => ({ from: FROM, to: TO, clientId: w.theClient });

describe("PM Job Summary", () => {
  it("counts each manager's jobs of the period by status, sessions, quotes and invoicing; GET equals POST", async () => {
    const { api, reader, pms } = w;
    const posted = reportValue(await api.postJson(SUMMARY, filters(), { token: reader }));
    const got = reportValue(
      await api.get(`${SUMMARY}?from=${FROM}&to=${TO}&clientId=${w.theClient}`, { token: reader }),
    );
    expect(got).toEqual(posted);
    const mine = PLANS.filter(inPeriod);
    expect(mine.map((p) => p.key).sort()).toEqual(["A1", "A2", "A3", "A5", "B1", "N1"]);
    const expected = (pm: Plan["pm"]) => {
      const jobs = mine.filter((p) => p.pm === pm);
      const by = (status: string) => jobs.filter((p) => p.status === status).length;
      return {
        jobs: jobs.length,
        open: by("Open"),
        quoted: by("Quoted"),
        quotedValue: expect.closeTo(
          jobs.reduce((n, p) => n + (p.quote ?? 0), 0),
          2,
        ),
        inField: by("In Field"),
        onHold: by("On Hold"),
        closed: by("Closed"),
        cancelled: by("Cancelled"),
        sessions: jobs.reduce((n, p) => n + marchSessions(p).length, 0),
        invoiced: expect.closeTo(
          jobs.reduce((n, p) => n + invoiced(p), 0),
          2,
        ),
      };
    };
    const byKey = new Map(posted.rows.map((r) => [r.pmKey, r]));
    expect(posted.total).toBe(3);
    expect(byKey.get(pms.a)).toMatchObject(expected("a"));
    expect(byKey.get(pms.b)).toMatchObject(expected("b"));
    expect(byKey.get("(none)")).toMatchObject(expected(null));
    expect(byKey.get(pms.a)).toMatchObject({
      jobs: 4,
      open: 1,
      quoted: 1,
      inField: 1,
      closed: 1,
      cancelled: 0,
    });
    expect(byKey.get(pms.a)?.quotedValue).toBeCloseTo(1000 + 2500.5 + 400, 2);
    expect(byKey.get(pms.a)?.invoiced).toBeCloseTo(300 + 1000, 2); // the Draft 50.25 is not invoiced yet
    expect(posted.totals).toMatchObject({ jobs: mine.length, sessions: 3 });
    // The manager filter leaves one row.
    const one = reportValue(
      await api.postJson(SUMMARY, { ...filters(), projectManager: pms.b }, { token: reader }),
    );
    expect(one.rows.map((r) => r.pmKey)).toEqual([pms.b]);
  });

  it("drills from a count into exactly the jobs it counted, each with its id", async () => {
    const { api, reader, pms, ids } = w;
    const drill = async (key: string, column: string) => {
      const answer = await api.postJson(
        "/api/report/drill",
        { report: "job-summary", key, column, ...filters() },
        { token: reader },
      );
      expect(answer.status).toBe(200);
      return drillAnswerSchema.parse(answer.body.value);
    };
    const open = await drill(pms.a, "open");
    expect(open.kind).toBe("jobs");
    expect(open.rows.map((r) => r.jobId)).toEqual([ids.get("A1")]);
    const all = await drill(pms.a, "jobs");
    expect(all.rows.map((r) => r.jobId).sort()).toEqual(
      ["A1", "A2", "A3", "A5"].map((k) => ids.get(k)).sort(),
    );
    expect((await drill("total", "jobs")).total).toBe(PLANS.filter(inPeriod).length);
    expect((await drill("(none)", "open")).rows.map((r) => r.jobId)).toEqual([ids.get("N1")]);
  });
});

describe("PM Job Detail", () => {
  it("lists each job of the period with its March sessions, places, attendance and money; a manager's rows sum to the summary", async () => {
    const { api, reader, pms, ids } = w;
    const detail = reportValue(await api.postJson(DETAIL, filters(), { token: reader }));
    expect(detail.total).toBe(PLANS.filter(inPeriod).length);
    const a1 = detail.rows.find((r) => r.jobId === ids.get("A1"));
    const plan = PLANS[0] as Plan;
    const bookings = marchSessions(plan).flatMap((s) => s.bookings);
    expect(a1).toMatchObject({
      status: "Open",
      startDate: "2025-03-05",
      endDate: "2025-03-20",
      sessions: 2,
      required: 14,
      held: count(bookings, HELD),
      attended: count(bookings, TURNED_UP),
      quotedValue: 1000,
      invoiced: 300, // 50.25 of it is a Draft
    });
    const summary = reportValue(await api.postJson(SUMMARY, filters(), { token: reader }));
    const a = summary.rows.find((r) => r.pmKey === pms.a);
    const aIds = PLANS.filter((p) => p.pm === "a").map((p) => ids.get(p.key));
    const aRows = detail.rows.filter((r) => aIds.includes(Number(r.jobId)));
    expect(aRows.length).toBe(a?.jobs);
    expect(aRows.reduce((n, r) => n + Number(r.sessions), 0)).toBe(a?.sessions);
    expect(aRows.reduce((n, r) => n + Number(r.invoiced), 0)).toBeCloseTo(Number(a?.invoiced), 2);
    expect(detail.totals).toMatchObject({ sessions: 3, held: count(bookings, HELD) + 1 });
    // The Attended number of a job opens its bookings.
    const drill = await api.postJson(
      "/api/report/drill",
      { report: "job-detail", key: String(ids.get("A1")), column: "attended", ...filters() },
      { token: reader },
    );
    const rows = drillAnswerSchema.parse(drill.body.value);
    expect(rows.kind).toBe("bookings");
    expect(rows.total).toBe(count(bookings, TURNED_UP));
    // Filters narrow it: a status, a job number.
    const closed = reportValue(
      await api.postJson(DETAIL, { ...filters(), jobStatus: "Closed" }, { token: reader }),
    );
    expect(closed.rows.map((r) => r.jobId)).toEqual([ids.get("A2")]);
  });
});

describe("PM job reports: export, rights, bad input", () => {
  it("exports the rows the table shows, then the totals", async () => {
    for (const [report, path, first, second] of [
      ["job-summary", SUMMARY, "Project Manager", "Jobs"],
      ["job-detail", DETAIL, "Job Number", "Job Name"],
    ] as const) {
      const screen = reportValue(await w.api.postJson(path, filters(), { token: w.exporter }));
      const file = await exportRows(w, w.exporter, { report, ...filters() });
      expect(file.status).toBe(200);
      const header = file.rows.findIndex((r) => r[0] === first && r[1] === second);
      expect(header).toBeGreaterThan(0);
      const data = file.rows.slice(header + 1);
      expect(data).toHaveLength(screen.rows.length + 1);
      expect(data.map((r) => r[0])).toEqual(
        [...screen.rows, screen.totals].map(
          (r) => r?.[report === "job-summary" ? "projectManager" : "jobNumber"],
        ),
      );
    }
  });

  it("refuses without the report's right", async () => {
    const { api, outsider } = w;
    expect((await api.postJson(SUMMARY, {}, { token: outsider })).status).toBe(403);
    expect((await api.get(SUMMARY, { token: outsider })).status).toBe(403);
    expect((await api.postJson(DETAIL, {}, { token: outsider })).status).toBe(403);
    const drill = await api.postJson(
      "/api/report/drill",
      { report: "job-summary", key: "total", column: "jobs" },
      { token: outsider },
    );
    expect(drill.status).toBe(403);
    // Detail is POST only (staff-calls §7.13).
    expect((await api.get(DETAIL, { token: w.reader })).status).not.toBe(200);
  });

  it("answers bad filters with a 400", async () => {
    const { api, reader } = w;
    expect((await api.postJson(SUMMARY, { from: "2025-13-01" }, { token: reader })).status).toBe(400);
    expect((await api.get(`${SUMMARY}?clientId=abc`, { token: reader })).status).toBe(400);
    expect((await api.postJson(DETAIL, { jobNumber: "x".repeat(51) }, { token: reader })).status).toBe(400);
    const drill = await api.postJson(
      "/api/report/drill",
      { report: "job-summary", key: "total", column: "projectManager" },
      { token: reader },
    );
    expect(drill.status).toBe(404);
  });
});
