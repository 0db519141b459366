import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffUsers } from "../../server/db/schema/accounts";
import { staffLeave, timesheetWeeks } from "../../server/db/schema/staff-office";
import { suite } from "../helpers/suite";
import { payrollFile } from "./payroll-helpers";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * The payroll file from approved weeks only, with leave and pay lines, kept on first export
 * (decision 260). The pay period 30 March – 12 April 2026 holds the end of daylight saving in
 * Sydney (Sunday 5 April, 03:00 +11:00 becomes 02:00 +10:00); every figure below is worked out by
 * hand from the rows the test arranges.
 */
const REPORT = "/api/report/staff-payroll-report";
const PERIOD = { from: "2026-03-30", to: "2026-04-12" };

const w = suite(async () => {
  const world = await reportsWorld();
  const ruth = await world.worker("Ruth");
  const sam = await world.worker("Sam");
  await world.db.update(staffUsers).set({ payRate: 30 }).where(eq(staffUsers.id, ruth.id));
  // Ruth: Monday 6 h; Saturday night 22:00 +11:00 to Sunday 06:00 +10:00 (9 h, the clocks go back).
  const monday = await world.clock(
    ruth.id,
    "2026-03-30",
    new Date("2026-03-30T09:00:00+11:00"),
    new Date("2026-03-30T15:00:00+11:00"),
  );
  await world.clock(
    ruth.id,
    "2026-04-04",
    new Date("2026-04-04T22:00:00+11:00"),
    new Date("2026-04-05T06:00:00+10:00"),
  );
  // Sam: Tuesday 8 h.
  await world.clock(
    sam.id,
    "2026-04-07",
    new Date("2026-04-07T09:00:00+10:00"),
    new Date("2026-04-07T17:00:00+10:00"),
  );
  const leave = (
    leaveType: string,
    startsAt: string,
    endsAt: string,
    hours: number,
    status = "approved",
  ) => ({
    staffUserId: ruth.id,
    leaveType,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    hours,
    status: status as "approved",
  });
  await world.db.insert(staffLeave).values([
    // Five days (9–13 April), 38 h: four days in this period, Monday 13 April in the next.
    leave("Annual", "2026-04-09T00:00:00+10:00", "2026-04-14T00:00:00+10:00", 38),
    leave("Personal", "2026-04-01T09:00:00+11:00", "2026-04-01T13:00:00+11:00", 4),
    leave("Unpaid", "2026-04-02T09:00:00+11:00", "2026-04-02T13:00:00+11:00", 4),
    leave("Annual", "2026-04-03T09:00:00+11:00", "2026-04-03T17:00:00+11:00", 7.6, "declined"),
  ]);
  const week = (staffUserId: number, weekStart: string, status: "approved" | "submitted") => ({
    staffUserId,
    weekStart,
    status,
    submittedAt: new Date("2026-04-13T00:00:00Z"),
  });
  await world.db
    .insert(timesheetWeeks)
    .values([
      week(ruth.id, "2026-03-30", "approved"),
      week(ruth.id, "2026-04-06", "approved"),
      week(sam.id, "2026-03-30", "approved"),
      week(sam.id, "2026-04-06", "submitted"),
    ]);
  const exporter = await world.staff(["SPKRPT", "EXP"]);
  return { ...world, ruth, sam, monday, exporter };
});

const postFile = (token: string, body: Record<string, unknown>) => payrollFile(w.server.url, token, body);

const asRecord = (header: string[], row: string[] | undefined) =>
  Object.fromEntries(header.map((h, i) => [h, row?.[i] ?? ""]));

describe("The payroll file from approved weeks", () => {
  it("refuses while a week is not approved, naming the person and the week", async () => {
    const file = await postFile(w.exporter, PERIOD);
    expect(file.status).toBe(409);
    const body = JSON.parse(file.text);
    expect(body.succeeded).toBe(false);
    expect(body.errors[0]).toContain(`${w.sam.firstName} ${w.sam.lastName}: week of 06/04/2026`);
    expect(body.errors[0]).not.toContain(w.ruth.lastName);
    const report = reportValue(await w.api.postJson(REPORT, PERIOD, { token: w.exporter }));
    const samRow = report.rows.find((r) => r.staffUserId === w.sam.id);
    expect(samRow?.weeks).toBe("Not approved: week of 06/04/2026");
  });

  it("exports ordinary, overtime, leave and pay lines once every week is approved", async () => {
    await w.db
      .update(timesheetWeeks)
      .set({ status: "approved" })
      .where(eq(timesheetWeeks.staffUserId, w.sam.id));
    const file = await postFile(w.exporter, PERIOD);
    expect(file.type).toContain("text/csv");
    const [header = [], ...lines] = file.rows;
    expect(lines).toHaveLength(2);
    // Ruth: 6 h + 9 h across midnight and the change of clocks = 15 h; Sunday's 9 h is 1.4 over 7.6.
    // Leave: 4 of the annual leave's 5 days (4 × 7.6 = 30.4 h) and 4 h personal; unpaid and declined none.
    expect(asRecord(header, lines[0])).toMatchObject({
      "Employee Username": w.ruth.username,
      "Period Start": "30/03/2026",
      "Period End": "12/04/2026",
      "Days Worked": "2",
      "Ordinary Hours": "13.60",
      "Overtime Hours": "1.40",
      "Annual Leave Hours": "30.40",
      "Personal Leave Hours": "4.00",
      "Total Hours": "15.00",
      "Pay Rate": "30.00",
      "Ordinary Amount": "408.00",
      "Overtime Amount": "63.00",
      "Leave Amount": "1032.00",
      "Total Amount": "1503.00",
    });
    // Sam: 8 h on Tuesday, 0.4 over the day; no pay rate, so no amounts.
    expect(asRecord(header, lines[1])).toMatchObject({
      "Employee Username": w.sam.username,
      "Ordinary Hours": "7.60",
      "Overtime Hours": "0.40",
      "Annual Leave Hours": "0.00",
      "Total Hours": "8.00",
      "Pay Rate": "",
      "Total Amount": "",
    });
    // The report shows the same hours, the leave, and the weeks approved.
    const report = reportValue(await w.api.postJson(REPORT, PERIOD, { token: w.exporter }));
    const ruthRow = report.rows.find((r) => r.staffUserId === w.ruth.id && r.periodStart === "2026-03-30");
    expect(ruthRow).toMatchObject({
      workedHours: 15,
      ordinaryHours: 13.6,
      leaveHours: 34.4,
      weeks: "Approved",
    });
  });

  it("answers the same bytes again, even after a correction", async () => {
    const first = await postFile(w.exporter, PERIOD);
    const fixed = await w.api.postJson(
      "/api/AttendanceReport/update",
      {
        id: w.monday.id,
        clockOn: "2026-03-30T09:00",
        clockOff: "2026-03-30T17:00",
        reason: "Forgot to clock off",
      },
      { token: w.admin },
    );
    expect(fixed.body.succeeded).toBe(true);
    const again = await postFile(w.exporter, PERIOD);
    expect(again.text).toBe(first.text);
    // The report itself shows the corrected hours (8 + 9 = 17).
    const report = reportValue(await w.api.postJson(REPORT, PERIOD, { token: w.exporter }));
    expect(report.rows.find((r) => r.staffUserId === w.ruth.id)?.workedHours).toBe(17);
  });

  it("refuses without ExportAllResults and answers bad filters with a 400", async () => {
    const reader = await w.staff(["SPKRPT"]);
    expect((await postFile(reader, PERIOD)).status).toBe(403);
    expect((await postFile(w.exporter, { from: "30/03/2026" })).status).toBe(400);
  });
});
