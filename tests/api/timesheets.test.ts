import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../server/db/schema/jobs";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { staffLeave, staffShifts, timesheetWeeks } from "../../server/db/schema/staff-office";
import { clockEntries, timeEntries } from "../../server/db/schema/tracking";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { makeStaff } from "./tracking-helpers";

/**
 * Weekly timesheets (decision 257). The server's clock is fixed at Wednesday 07/10/2026 14:00 in
 * Sydney; the week before holds the start of daylight saving (Sunday 04/10/2026 02:00 → 03:00),
 * so a night across it lasts an hour less than its wall times say. Figures are compared with
 * hours the test works out from the instants it arranges.
 */
let now = new Date("2026-10-07T03:00:00Z");
const aest = (day: string, time: string) => new Date(`${day}T${time}:00+10:00`);
const aedt = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const hoursBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 3_600_000;
const DST_WEEK = "2026-09-28";
const THIS_WEEK = "2026-10-05";

const w = suite(async () => {
  const server = await startTestServer({ now: () => now });
  const api = apiClient(server);
  const db = server.handle.db;
  const tag = `${process.pid}-${Date.now()}`;
  const person = await makeStaff(server, `ts-person-${tag}`);
  const other = await makeStaff(server, `ts-other-${tag}`);
  const manager = await staffWithRights(server, ["MSA"]);
  const manager2 = await staffWithRights(server, ["MSA"]);
  const [job] = await db
    .insert(jobs)
    .values({ jobNumber: `TS-${tag}`, name: "Timesheet job" })
    .returning();
  if (!job) throw new Error("job not created");
  const clock = (staffUserId: number, day: string, on: Date, off: Date | null) =>
    db.insert(clockEntries).values({ staffUserId, day, clockOn: on, clockOff: off }).returning();
  const track = (staffUserId: number, startedAt: Date, stoppedAt: Date | null) =>
    db.insert(timeEntries).values({ staffUserId, jobId: job.id, startedAt, stoppedAt });
  const id = person.id;
  // The week of the daylight-saving change.
  await clock(id, "2026-09-28", aest("2026-09-28", "09:00"), aest("2026-09-28", "17:00"));
  await track(id, aest("2026-09-28", "09:00"), aest("2026-09-28", "16:00"));
  await db.insert(staffShifts).values({
    staffUserId: id,
    startsAt: aest("2026-09-28", "09:00"),
    endsAt: aest("2026-09-28", "17:00"),
    status: "published",
    createdBy: id,
  });
  // A draft shift is not yet what the person was rostered for.
  await db.insert(staffShifts).values({
    staffUserId: id,
    startsAt: aest("2026-09-29", "09:00"),
    endsAt: aest("2026-09-29", "17:00"),
    createdBy: id,
  });
  // Tuesday night past midnight: all of it is Tuesday's.
  await clock(id, "2026-09-29", aest("2026-09-29", "22:00"), aest("2026-09-30", "02:30"));
  await track(id, aest("2026-09-29", "22:00"), aest("2026-09-30", "02:30"));
  await db.insert(staffLeave).values({
    staffUserId: id,
    leaveType: "Annual",
    startsAt: aest("2026-09-30", "00:00"),
    endsAt: aest("2026-10-01", "00:00"),
    hours: 7.6,
    status: "approved",
  });
  // Overlapping entries on Thursday.
  await clock(id, "2026-10-01", aest("2026-10-01", "09:00"), aest("2026-10-01", "12:00"));
  await clock(id, "2026-10-01", aest("2026-10-01", "11:00"), aest("2026-10-01", "13:00"));
  await track(id, aest("2026-10-01", "09:00"), aest("2026-10-01", "13:00"));
  // Saturday night across the change to daylight saving; tracking starts an hour late and runs an hour past clock-off.
  await clock(id, "2026-10-03", aest("2026-10-03", "22:00"), aedt("2026-10-04", "04:00"));
  await track(id, aest("2026-10-03", "23:00"), aedt("2026-10-04", "05:00"));
  // Friday: never clocked out.
  const [friday] = await clock(id, "2026-10-02", aest("2026-10-02", "09:00"), null);
  // This week: a clean Monday.
  const [monday] = await clock(id, "2026-10-05", aedt("2026-10-05", "09:00"), aedt("2026-10-05", "17:00"));
  await track(id, aedt("2026-10-05", "09:00"), aedt("2026-10-05", "17:00"));
  await clock(other.id, "2026-10-05", aedt("2026-10-05", "10:00"), aedt("2026-10-05", "12:00"));
  return { server, api, db, person, other, manager, manager2, job, monday, friday };
});

type Week = {
  staffUserId: number;
  status: string;
  days: {
    day: string;
    expectedHours: number;
    clockedHours: number;
    trackedHours: number;
    leaveHours: number;
    differenceHours: number;
    flags: string[];
  }[];
  totals: { clockedHours: number; expectedHours: number };
  approvedHours: number | null;
  adjustments: { by: string; reason: string }[];
  submitRefusals: string[];
};
const weekOf = async (token: string, week: string, staffUserId?: number) => {
  const q = staffUserId ? `&staffUserId=${staffUserId}` : "";
  const res = await w.api.get(`/api/timesheet?week=${week}${q}`, { token });
  return { status: res.status, week: (res.body as { value: Week }).value };
};
const dayOf = (week: Week, day: string) => week.days.find((d) => d.day === day);

describe("Timesheets", () => {
  it("counts a week's hours across midnight and the daylight-saving change, with its flags", async () => {
    const { week } = await weekOf(w.manager, "2026-10-01", w.person.id);
    expect(week.days.map((d) => d.day)[0]).toBe(DST_WEEK);
    expect(week.days).toHaveLength(7);
    expect(dayOf(week, "2026-09-28")).toMatchObject({
      expectedHours: 8,
      clockedHours: 8,
      trackedHours: 7,
      differenceHours: 0,
      flags: ["untracked"],
    });
    const tuesday = hoursBetween(aest("2026-09-29", "22:00"), aest("2026-09-30", "02:30"));
    expect(dayOf(week, "2026-09-29")).toMatchObject({ expectedHours: 0, clockedHours: tuesday, flags: [] });
    expect(dayOf(week, "2026-09-30")).toMatchObject({ clockedHours: 0, leaveHours: 7.6 });
    expect(dayOf(week, "2026-10-01")?.flags).toContain("overlap");
    expect(dayOf(week, "2026-10-02")).toMatchObject({ clockedHours: 0, flags: ["forgottenClockOut"] });
    // 22:00 to 04:00 on the wall, but the clocks skipped an hour: five hours worked.
    const saturday = hoursBetween(aest("2026-10-03", "22:00"), aedt("2026-10-04", "04:00"));
    expect(saturday).toBe(5);
    expect(dayOf(week, "2026-10-03")).toMatchObject({
      clockedHours: 5,
      trackedHours: 5,
      flags: ["untracked", "outsideClock"],
    });
    expect(dayOf(week, "2026-10-04")).toMatchObject({ clockedHours: 0 });
    expect(week.totals).toMatchObject({ clockedHours: 8 + tuesday + 5 + 5, expectedHours: 8 });
  });

  it("shows a person their own week only, and everyone's statuses to a manager", async () => {
    const own = await weekOf(w.person.token, THIS_WEEK);
    expect(own.status).toBe(200);
    expect(own.week.staffUserId).toBe(w.person.id);
    expect((await weekOf(w.person.token, THIS_WEEK, w.other.id)).status).toBe(403);
    expect((await w.api.get(`/api/timesheets?week=${THIS_WEEK}`, { token: w.person.token })).status).toBe(
      403,
    );
    const all = await w.api.get(`/api/timesheets?week=${THIS_WEEK}&length=200`, { token: w.manager });
    expect(all.status).toBe(200);
    const rows = (
      all.body as { value: { rows: { staffUserId: number; clockedHours: number; status: string }[] } }
    ).value.rows;
    expect(rows.find((r) => r.staffUserId === w.other.id)).toMatchObject({ clockedHours: 2, status: "open" });
  });

  it("refuses bad input with 400", async () => {
    const { api, manager } = w;
    expect((await api.get("/api/timesheet?week=2026-13-01", { token: manager })).status).toBe(400);
    expect(
      (await api.get(`/api/timesheet?week=${THIS_WEEK}&staffUserId=abc`, { token: manager })).status,
    ).toBe(400);
    expect((await api.get("/api/timesheets?week=yesterday", { token: manager })).status).toBe(400);
    const noReason = await api.postJson(
      "/api/timesheet/return",
      { week: THIS_WEEK, staffUserId: w.person.id, reason: "  " },
      { token: manager },
    );
    expect(noReason.status).toBe(400);
    expect((await api.postJson("/api/timesheet/submit", { week: "5" }, { token: manager })).status).toBe(400);
  });

  it("refuses a submit while an entry is open, and a week not begun", async () => {
    const res = await w.api.postJson("/api/timesheet/submit", { week: DST_WEEK }, { token: w.person.token });
    expect(res.body).toMatchObject({ succeeded: false });
    const errors = (res.body as { errors: string[] }).errors.join(" ");
    expect(errors).toContain("02/10/2026: Forgotten clock-out.");
    // An overlap is shown to the manager, not a reason to refuse.
    expect(errors).not.toContain("Overlapping");
    const future = await w.api.postJson(
      "/api/timesheet/submit",
      { week: "2026-10-12" },
      { token: w.person.token },
    );
    expect(future.body).toMatchObject({ succeeded: false });
  });

  it("submits, refuses approval without the right or of one's own week, approves and locks", async () => {
    const { api, person, manager, manager2 } = w;
    const submitted = await api.postJson(
      "/api/timesheet/submit",
      { week: THIS_WEEK },
      { token: person.token },
    );
    expect(submitted.body).toMatchObject({ succeeded: true, value: { status: "submitted" } });
    const again = await api.postJson("/api/timesheet/submit", { week: THIS_WEEK }, { token: person.token });
    expect(again.body).toMatchObject({ succeeded: false });
    const decide = { week: THIS_WEEK, staffUserId: person.id };
    expect((await api.postJson("/api/timesheet/approve", decide, { token: person.token })).status).toBe(403);
    // A manager's own week: another manager decides it.
    const mine = (await weekOf(manager2, THIS_WEEK)).week.staffUserId;
    await api.postJson("/api/timesheet/submit", { week: THIS_WEEK }, { token: manager2 });
    const selfApproval = await api.postJson(
      "/api/timesheet/approve",
      { week: THIS_WEEK, staffUserId: mine },
      { token: manager2 },
    );
    expect(selfApproval.body).toMatchObject({
      succeeded: false,
      errors: ["Nobody approves or returns their own week."],
    });
    // Not while the week runs (Wednesday 07/10): weekend work would be locked out.
    const early = await api.postJson("/api/timesheet/approve", decide, { token: manager });
    expect(early.body).toMatchObject({
      succeeded: false,
      errors: ["The week runs until Sunday 11/10/2026: approve it from Monday 12/10/2026."],
    });
    now = new Date("2026-10-11T13:30:00Z"); // Monday 12/10 00:30 in Sydney (AEDT)
    const approved = await api.postJson("/api/timesheet/approve", decide, { token: manager });
    expect(approved.body).toMatchObject({ succeeded: true, value: { status: "approved", approvedHours: 8 } });
  });

  it("refuses clock and tracking changes on a locked week's days", async () => {
    const { api, person, job } = w;
    const auth = { token: person.token };
    // Approval waits for the week's end, so a locked today is only reached by a row written some
    // other way (another process's approval at midnight): the guard still holds it.
    const today = "2026-10-12";
    await w.db.insert(timesheetWeeks).values({
      staffUserId: person.id,
      weekStart: today,
      status: "approved",
      submittedAt: now,
      decidedAt: now,
    });
    const on = await api.get(`/api/ClockOn/${person.username}`, auth);
    expect(on.body).toMatchObject({ succeeded: false });
    expect((on.body as { errors: string[] }).errors[0]).toContain("approved and locked");
    const track = await api.postJson(
      "/api/job/start-tracking",
      { username: person.username, jobid: job.id },
      auth,
    );
    expect(track.body).toMatchObject({ succeeded: false });
    const open = await w.db.select().from(clockEntries).where(eq(clockEntries.staffUserId, person.id));
    expect(open.filter((e) => !e.clockOff && e.day === today)).toHaveLength(0);
  });

  it("takes a correction of a locked week and shows it as an adjustment after approval", async () => {
    const { api, manager, person, monday, friday } = w;
    // Friday's forgotten clock-out, in a week never approved: a correction, not an adjustment.
    const closed = await api.postJson(
      "/api/AttendanceReport/update",
      { id: friday?.id, clockOn: "2026-10-02T09:00", clockOff: "2026-10-02T17:00", reason: "Forgot" },
      { token: manager },
    );
    expect(closed.body).toMatchObject({ succeeded: true });
    expect((await weekOf(manager, DST_WEEK, person.id)).week.adjustments).toEqual([]);
    now = new Date(now.getTime() + 3_600_000);
    const fixed = await api.postJson(
      "/api/AttendanceReport/update",
      { id: monday?.id, clockOn: "2026-10-05T09:00", clockOff: "2026-10-05T16:00", reason: "Left at four" },
      { token: manager },
    );
    expect(fixed.body).toMatchObject({ succeeded: true });
    const { week } = await weekOf(manager, THIS_WEEK, person.id);
    expect(week).toMatchObject({ status: "approved", approvedHours: 8, totals: { clockedHours: 7 } });
    expect(week.adjustments).toHaveLength(1);
    expect(week.adjustments[0]?.reason).toBe("Left at four");
  });

  it("returns a submitted week with a reason and tells the person by e-mail", async () => {
    const { api, manager, other, db } = w;
    await api.postJson("/api/timesheet/submit", { week: THIS_WEEK }, { token: other.token });
    const res = await api.postJson(
      "/api/timesheet/return",
      { week: THIS_WEEK, staffUserId: other.id, reason: "Add the Monday job" },
      { token: manager },
    );
    expect(res.body).toMatchObject({ succeeded: true, value: { status: "returned" } });
    const mail = await db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.toAddress, other.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain("Add the Monday job");
    const resubmit = await api.postJson("/api/timesheet/submit", { week: THIS_WEEK }, { token: other.token });
    expect(resubmit.body).toMatchObject({ succeeded: true, value: { status: "submitted" } });
  });
});
