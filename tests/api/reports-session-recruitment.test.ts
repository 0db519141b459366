import { describe, expect, it } from "vitest";
import { drillAnswerSchema } from "../../server/contracts/reports/calls";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Session Recruitment Report (decisions 230, 231): figures against counts the test makes from the
 * bookings it arranged; a cancelled booking is never a no-show; the drill-through lists exactly
 * the counted bookings; the export's rows equal the table's.
 */
const DAY = 86_400_000;
// The test's own reading of the definitions, written out rather than imported.
const TURNED_UP = ["Attended", "Completed", "Showed but not used", "Late and not used", "Wrong profile"];
const CANCELLED = ["Cancelled", "Declined", "Client cancelled", "Replaced"];
const PAST = [
  "Booked",
  "Confirmed",
  "Confirmed",
  "Attended",
  "Attended",
  "Attended",
  "Completed",
  "Wrong profile",
  "No show",
  "No show",
  "Cancelled",
  "Cancelled",
  "Declined",
  "Standby",
];
const FUTURE = ["Booked", "Booked", "Booked", "Booked", "Confirmed"];
const count = (list: string[], set: string[]) => list.filter((s) => set.includes(s)).length;

const w = suite(async () => {
  const world = await reportsWorld();
  const pm = `pm-${Date.now()}`;
  const job = await world.job({ projectManager: pm });
  const past = await world.session(job.id, new Date(Date.now() - 5 * DAY), {
    name: "Past",
    requiredPlaces: 10,
  });
  const future = await world.session(job.id, new Date(Date.now() + 3 * DAY), {
    name: "Future",
    sessionNumber: 2,
    requiredPlaces: 8,
  });
  await world.bookings(job.id, past.id, PAST);
  await world.bookings(job.id, future.id, FUTURE, PAST.length);
  const reader = await world.staff(["SRRPT"]);
  const exporter = await world.staff(["SRRPT", "EXP"]);
  const outsider = await world.staff(["JOB"]);
  return { ...world, pm, theJob: job, past, future, reader, exporter, outsider };
});

const PATH = "/api/report/session-recruitment-report";

describe("Session Recruitment Report", () => {
  it("counts each session's bookings by the written definitions, on POST and GET alike", async () => {
    const { api, pm, reader, past, future } = w;
    const posted = reportValue(await api.postJson(PATH, { projectManager: pm }, { token: reader }));
    const got = reportValue(await api.get(`${PATH}?projectManager=${pm}`, { token: reader }));
    expect(got.rows).toEqual(posted.rows);
    expect(posted.total).toBe(2);
    const byId = new Map(posted.rows.map((r) => [r.sessionId, r]));
    const p = byId.get(past.id);
    const attended = count(PAST, TURNED_UP);
    const noShow = count(PAST, ["No show"]);
    expect(p).toMatchObject({
      required: 10,
      booked: count(PAST, ["Booked"]),
      confirmed: count(PAST, ["Confirmed"]),
      standby: count(PAST, ["Standby"]),
      attended,
      noShow,
      cancelled: count(PAST, CANCELLED),
    });
    expect(p?.showRate).toBeCloseTo(attended / (attended + noShow), 4);
    const held = count(PAST, ["Booked", "Confirmed", "No show", ...TURNED_UP]);
    expect(p?.filled).toBeCloseTo(held / 10, 4);
    // A session with no outcome yet has no show rate (not 0 %).
    expect(byId.get(future.id)).toMatchObject({
      booked: 4,
      confirmed: 1,
      attended: 0,
      noShow: 0,
      showRate: null,
    });
    expect(posted.totals).toMatchObject({ required: 18, attended, noShow, booked: 5, confirmed: 3 });
    // Bookings of a started session still Booked/Confirmed are left out and counted.
    expect(posted.exclusions[0]?.count).toBe(count(PAST, ["Booked", "Confirmed"]));
    expect(posted.summary[0]).toBe("Session Recruitment Report");
  });

  it("never counts a cancelled booking as a no-show, and drills into exactly the counted bookings", async () => {
    const { api, pm, reader, past } = w;
    for (const [column, statuses] of [
      ["noShow", ["No show"]],
      ["attended", TURNED_UP],
      ["cancelled", CANCELLED],
    ] as const) {
      const answer = await api.postJson(
        "/api/report/drill",
        { report: "session-recruitment", key: String(past.id), column, projectManager: pm },
        { token: reader },
      );
      expect(answer.status).toBe(200);
      const drill = drillAnswerSchema.parse(answer.body.value);
      expect(drill.kind).toBe("bookings");
      expect(drill.total).toBe(count(PAST, [...statuses]));
      expect(drill.rows.every((r) => (statuses as readonly string[]).includes(String(r.status)))).toBe(true);
    }
    // The totals row drills too: every no-show of the period's sessions.
    const all = await api.postJson(
      "/api/report/drill",
      { report: "session-recruitment", key: "total", column: "noShow", projectManager: pm },
      { token: reader },
    );
    expect(drillAnswerSchema.parse(all.body.value).total).toBe(count(PAST, ["No show"]));
  });

  it("exports the rows the table shows, with the filter summary above them", async () => {
    const w0 = w;
    const screen = reportValue(
      await w0.api.postJson(PATH, { projectManager: w0.pm }, { token: w0.exporter }),
    );
    const file = await exportRows(w0, w0.exporter, { report: "session-recruitment", projectManager: w0.pm });
    expect(file.status).toBe(200);
    const header = file.rows.findIndex((r) => r[0] === "Job" && r[1] === "Session");
    expect(header).toBeGreaterThan(0);
    expect(file.rows.slice(0, header).flat().join(" ")).toContain(`Project manager: ${w0.pm}`);
    const data = file.rows.slice(header + 1);
    // Every screen row, then the totals row.
    expect(data).toHaveLength(screen.rows.length + 1);
    const attendedAt = header >= 0 ? (file.rows[header]?.indexOf("Attended") ?? -1) : -1;
    expect(data.map((r) => r[attendedAt])).toEqual([...screen.rows, screen.totals].map((r) => r?.attended));
  });

  it("refuses without the report's right, and the export without ExportAllResults", async () => {
    const { api, outsider, reader, pm } = w;
    expect((await api.postJson(PATH, {}, { token: outsider })).status).toBe(403);
    expect((await api.get(PATH, { token: outsider })).status).toBe(403);
    const drill = await api.postJson(
      "/api/report/drill",
      { report: "session-recruitment", key: "total", column: "noShow" },
      { token: outsider },
    );
    expect(drill.status).toBe(403);
    const file = await exportRows(w, reader, { report: "session-recruitment", projectManager: pm });
    expect(file.status).toBe(403);
    expect(file.text).toContain("You don't have permission to export results.");
  });

  it("answers bad filters with a 400, never a 500", async () => {
    const { api, reader } = w;
    expect((await api.postJson(PATH, { from: "2026-02-30" }, { token: reader })).status).toBe(400);
    expect((await api.get(`${PATH}?length=100000`, { token: reader })).status).toBe(400);
    const drill = await api.postJson(
      "/api/report/drill",
      { report: "session-recruitment", key: "abc", column: "noShow" },
      { token: reader },
    );
    expect(drill.status).toBe(404);
  });
});
