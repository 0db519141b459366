import { describe, expect, it } from "vitest";
import { timesheetWeeks } from "../../server/db/schema/staff-office";
import { suite } from "../helpers/suite";
import { payrollFile } from "./payroll-helpers";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Staff Payroll Report and the payroll file (decision 244): fortnightly pay periods from Monday
 * 5 January 2026; worked hours from clock entries after corrections; overtime beyond 7.6 h a day
 * and beyond 38 ordinary hours a Monday–Sunday week. The test's figures are worked out by hand
 * from the entries it arranges (Sydney, +11:00 in October 2026).
 */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const PATH = "/api/report/staff-payroll-report";
// Touches the fortnights 12–25 October and 26 October – 8 November, both shown whole.
const PERIOD = { from: "2026-10-20", to: "2026-10-27" };

const w = suite(async () => {
  const world = await reportsWorld();
  const person = await world.worker("Paula");
  const id = person.id;
  const day = (d: string, from: string, to: string) => world.clock(id, d, at(d, from), at(d, to));
  // Week of 12 October: Monday 10 h (2.4 over the day), Tuesday to Friday 7 h, Saturday 5 h.
  await day("2026-10-12", "08:00", "18:00");
  for (const d of ["2026-10-13", "2026-10-14", "2026-10-15", "2026-10-16"]) await day(d, "09:00", "16:00");
  await day("2026-10-17", "09:00", "14:00");
  // Week of 19 October: Wednesday 2 h, corrected to 6 h below; Sunday night across midnight, 3 h.
  const wednesday = await day("2026-10-21", "09:00", "11:00");
  await world.clock(id, "2026-10-25", at("2026-10-25", "22:00"), at("2026-10-26", "01:00"));
  // Next fortnight: Monday 3 h, then clocked on Tuesday and not yet off.
  await day("2026-10-26", "09:00", "12:00");
  await world.clock(id, "2026-10-27", at("2026-10-27", "09:00"), null);
  const job = await world.job();
  await world.tracked(id, job.id, at("2026-10-13", "09:00"), at("2026-10-13", "11:00"));
  await world.tracked(id, job.id, at("2026-10-26", "09:00"), at("2026-10-26", "10:00"));
  const reader = await world.staff(["SPKRPT"]);
  const exporter = await world.staff(["SPKRPT", "EXP"]);
  const outsider = await world.staff(["SARPT", "EXP"]);
  return { ...world, person, wednesday, reader, exporter, outsider };
});

const report = async (token: string) =>
  reportValue(await w.api.postJson(PATH, { ...PERIOD, staffUser: w.person.username }, { token }));

const postFile = (token: string, body: Record<string, unknown>) => payrollFile(w.server.url, token, body);

describe("Staff Payroll Report", () => {
  it("splits each pay period's clocked hours into ordinary and overtime, after corrections", async () => {
    const { api, admin, reader, wednesday, person } = w;
    const fixed = await api.postJson(
      "/api/AttendanceReport/update",
      {
        id: wednesday.id,
        clockOn: "2026-10-21T09:00",
        clockOff: "2026-10-21T15:00",
        reason: "Clocked off early",
      },
      { token: admin },
    );
    expect(fixed.body.succeeded).toBe(true);
    const posted = await report(reader);
    const got = reportValue(
      await api.get(`${PATH}?from=${PERIOD.from}&to=${PERIOD.to}&staffUser=${person.username}`, {
        token: reader,
      }),
    );
    expect(got.rows).toEqual(posted.rows);
    expect(posted.total).toBe(2);
    // Week 1: 10 + 4 × 7 + 5 = 43 h; 2.4 over Monday's 7.6, then 38 reached during Saturday (2.6 more).
    // Week 2: Wednesday 6 h (corrected) + Sunday night 3 h = 9 h, all ordinary.
    expect(posted.rows[0]).toMatchObject({
      staff: `Paula ${person.lastName}`,
      periodStart: "2026-10-12",
      periodEnd: "2026-10-25",
      daysWorked: 8,
      workedHours: 52,
      ordinaryHours: 47,
      overtimeHours: 5,
      trackedHours: 2,
    });
    // The next fortnight: Monday's 3 h; Tuesday's open entry counts nothing yet.
    expect(posted.rows[1]).toMatchObject({
      periodStart: "2026-10-26",
      periodEnd: "2026-11-08",
      daysWorked: 1,
      workedHours: 3,
      ordinaryHours: 3,
      overtimeHours: 0,
      trackedHours: 1,
    });
    expect(posted.totals).toMatchObject({
      workedHours: 55,
      ordinaryHours: 50,
      overtimeHours: 5,
      trackedHours: 3,
    });
    expect(posted.exclusions[0]?.count).toBe(1);
  });

  it("writes the payroll file with the table's rows once every week is approved", async () => {
    const { exporter, person } = w;
    const weeks = ["2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"];
    await w.db.insert(timesheetWeeks).values(
      weeks.map((weekStart) => ({
        staffUserId: person.id,
        weekStart,
        status: "approved" as const,
        submittedAt: new Date("2026-11-09T00:00:00Z"),
      })),
    );
    const screen = await report(exporter);
    expect(screen.rows.map((r) => r.weeks)).toEqual(["Approved", "Approved"]);
    const file = await postFile(exporter, { ...PERIOD, staffUser: person.username });
    expect(file.status).toBe(200);
    expect(file.type).toContain("text/csv");
    expect(file.rows[0]).toEqual([
      "Employee Username",
      "Employee Name",
      "Period Start",
      "Period End",
      "Days Worked",
      "Ordinary Hours",
      "Overtime Hours",
      "Annual Leave Hours",
      "Personal Leave Hours",
      "Total Hours",
      "Hours On Jobs",
      "Pay Rate",
      "Ordinary Amount",
      "Overtime Amount",
      "Leave Amount",
      "Total Amount",
    ]);
    const data = file.rows.slice(1);
    expect(data).toHaveLength(screen.rows.length);
    expect(data).toEqual(
      screen.rows.map((r) => [
        person.username,
        r.staff,
        String(r.periodStart).split("-").reverse().join("/"),
        String(r.periodEnd).split("-").reverse().join("/"),
        String(r.daysWorked),
        Number(r.ordinaryHours).toFixed(2),
        Number(r.overtimeHours).toFixed(2),
        "0.00",
        "0.00",
        Number(r.workedHours).toFixed(2),
        Number(r.trackedHours).toFixed(2),
        "",
        "",
        "",
        "",
        "",
      ]),
    );
    // The report's generic spreadsheet carries the same rows too.
    const sheet = await exportRows(w, exporter, {
      report: "staff-payroll",
      ...PERIOD,
      staffUser: person.username,
    });
    const header = sheet.rows.findIndex((r) => r[0] === "Staff" && r[1] === "Period start");
    expect(sheet.rows.slice(header + 1)).toHaveLength(screen.rows.length + 1);
  });

  it("refuses without Staff Payroll Report, and the file without ExportAllResults", async () => {
    const { api, outsider, reader } = w;
    expect((await api.postJson(PATH, PERIOD, { token: outsider })).status).toBe(403);
    expect((await api.get(PATH, { token: outsider })).status).toBe(403);
    expect((await postFile(outsider, PERIOD)).status).toBe(403);
    const denied = await postFile(reader, PERIOD);
    expect(denied.status).toBe(403);
    expect(denied.text).toContain("You don't have permission to export results.");
  });

  it("answers bad filters with a 400", async () => {
    const { api, exporter, reader } = w;
    expect((await api.postJson(PATH, { to: "2026-13-01" }, { token: reader })).status).toBe(400);
    expect((await api.get(`${PATH}?start=-1`, { token: reader })).status).toBe(400);
    expect((await postFile(exporter, { from: "yesterday" })).status).toBe(400);
  });
  it("shows the demo staff's pay periods with its default filters (the demo seed)", async () => {
    const answer = reportValue(await w.api.postJson(PATH, {}, { token: w.admin }));
    expect(answer.total).toBeGreaterThanOrEqual(5);
    expect(Number(answer.totals?.workedHours)).toBeGreaterThan(0);
  });
});
