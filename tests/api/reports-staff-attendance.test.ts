import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clockEntryCorrections } from "../../server/db/schema/tracking";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Staff Attendance Report and its corrections (decision 243): a row per person per agency day,
 * figures against sums the test makes from the entries it arranged (one crossing midnight, one
 * still open); every correction kept with who, why, before and after, and reflected in the report.
 * The agency's clock is Sydney, +11:00 in October 2026 (daylight saving).
 */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const hours = (...spans: [Date, Date][]) =>
  Math.round(spans.reduce((s, [a, b]) => s + (b.getTime() - a.getTime()), 0) / 36_000) / 100;
const PATH = "/api/report/staff-attendance-report";
const PERIOD = { from: "2026-10-12", to: "2026-10-18" };

const w = suite(async () => {
  const world = await reportsWorld();
  const person = await world.worker("Wendy");
  const id = person.id;
  const mon1 = await world.clock(id, "2026-10-12", at("2026-10-12", "09:00"), at("2026-10-12", "12:30"));
  const mon2 = await world.clock(id, "2026-10-12", at("2026-10-12", "13:00"), at("2026-10-12", "17:15"));
  // Clocked on Tuesday night, off after midnight: all of it belongs to Tuesday.
  const tue = await world.clock(id, "2026-10-13", at("2026-10-13", "22:00"), at("2026-10-14", "02:30"));
  const thu = await world.clock(id, "2026-10-15", at("2026-10-15", "09:00"), at("2026-10-15", "19:00"));
  const fri = await world.clock(id, "2026-10-16", at("2026-10-16", "09:00"), at("2026-10-16", "10:00"));
  // Never clocked out.
  const sat = await world.clock(id, "2026-10-17", at("2026-10-17", "08:00"), null);
  const reader = await world.staff(["SARPT"]);
  const manager = await world.staff(["SARPT", "MSA"]);
  const exporter = await world.staff(["SARPT", "EXP"]);
  const outsider = await world.staff(["SPKRPT"]);
  return { ...world, person, mon1, mon2, tue, thu, fri, sat, reader, manager, exporter, outsider };
});

const report = async (token: string) =>
  reportValue(await w.api.postJson(PATH, { ...PERIOD, staffUser: w.person.username }, { token }));
const rowOf = (rows: Record<string, unknown>[], day: string) => rows.find((r) => r.day === day);

describe("Staff Attendance Report", () => {
  it("answers a row per day with first in, last out, hours and entries, on POST and GET alike", async () => {
    const { api, person, reader, mon1, mon2, tue } = w;
    const posted = await report(reader);
    const got = reportValue(
      await api.get(`${PATH}?from=${PERIOD.from}&to=${PERIOD.to}&staffUser=${person.username}`, {
        token: reader,
      }),
    );
    expect(got.rows).toEqual(posted.rows);
    expect(posted.rows.map((r) => r.day)).toEqual([
      "2026-10-12",
      "2026-10-13",
      "2026-10-15",
      "2026-10-16",
      "2026-10-17",
    ]);
    expect(rowOf(posted.rows, "2026-10-12")).toMatchObject({
      staff: `Wendy ${person.lastName}`,
      firstIn: "09:00",
      lastOut: "17:15",
      entries: 2,
      hours: hours([mon1.clockOn, mon1.clockOff as Date], [mon2.clockOn, mon2.clockOff as Date]),
      corrected: "No",
    });
    expect(rowOf(posted.rows, "2026-10-13")).toMatchObject({
      firstIn: "22:00",
      lastOut: "02:30 (+1)",
      hours: hours([tue.clockOn, tue.clockOff as Date]),
    });
    expect(rowOf(posted.rows, "2026-10-17")).toMatchObject({ lastOut: "Still in", hours: 0, entries: 1 });
    const all = hours(
      [mon1.clockOn, mon1.clockOff as Date],
      [mon2.clockOn, mon2.clockOff as Date],
      [tue.clockOn, tue.clockOff as Date],
      [w.thu.clockOn, w.thu.clockOff as Date],
      [w.fri.clockOn, w.fri.clockOff as Date],
    );
    expect(posted.totals).toMatchObject({ hours: all, entries: 6 });
    expect(posted.total).toBe(5);
    expect(posted.exclusions[0]?.count).toBe(1);
    expect(posted.summary[1]).toContain(`Staff: ${person.username}`);
  });

  it("corrects an entry with a reason, keeps who, when, why, before and after, and shows it", async () => {
    const { api, db, manager, sat, thu } = w;
    const closed = await api.postJson(
      "/api/AttendanceReport/update",
      {
        id: sat.id,
        clockOn: "2026-10-17T08:00",
        clockOff: "2026-10-17T17:30",
        reason: "Forgot to clock out",
      },
      { token: manager },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.succeeded).toBe(true);
    const shorter = await api.postJson(
      "/api/AttendanceReport/update",
      { id: thu.id, clockOn: "2026-10-15T09:00", clockOff: "2026-10-15T17:00", reason: "Left at five" },
      { token: manager },
    );
    expect(shorter.body.succeeded).toBe(true);
    const audit = await db
      .select()
      .from(clockEntryCorrections)
      .where(eq(clockEntryCorrections.clockEntryId, sat.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "update",
      reason: "Forgot to clock out",
      beforeDay: "2026-10-17",
      beforeOff: null,
      afterDay: "2026-10-17",
    });
    expect(audit[0]?.beforeOn.toISOString()).toBe(sat.clockOn.toISOString());
    expect(audit[0]?.afterOff?.toISOString()).toBe(at("2026-10-17", "17:30").toISOString());
    const answer = await report(manager);
    expect(rowOf(answer.rows, "2026-10-17")).toMatchObject({
      lastOut: "17:30",
      hours: 9.5,
      corrected: "Yes",
    });
    expect(rowOf(answer.rows, "2026-10-15")).toMatchObject({ lastOut: "17:00", hours: 8, corrected: "Yes" });
    // Who (the manager's name), when (the agency's clock) and why.
    expect(String(rowOf(answer.rows, "2026-10-17")?.correctedBy)).toMatch(
      /^Test t\S+, \d\d\/\d\d\/\d{4} \d\d:\d\d: Forgot to clock out$/,
    );
    expect(answer.exclusions[0]?.count).toBe(0);
    // An entry moved to another day: the day it lands on shows the correction too.
    const sunday = await w.clock(
      w.person.id,
      "2026-10-18",
      at("2026-10-18", "10:00"),
      at("2026-10-18", "11:00"),
    );
    const moved = await api.postJson(
      "/api/AttendanceReport/update",
      { id: sunday.id, clockOn: "2026-10-14T10:00", clockOff: "2026-10-14T11:00", reason: "Wrong day" },
      { token: manager },
    );
    expect(moved.body.succeeded).toBe(true);
    const after = await report(manager);
    expect(rowOf(after.rows, "2026-10-18")).toBeUndefined();
    expect(rowOf(after.rows, "2026-10-14")).toMatchObject({ hours: 1, corrected: "Yes" });
    expect(String(rowOf(after.rows, "2026-10-14")?.correctedBy)).toMatch(/: Wrong day$/);
  });

  it("deletes an entry with a reason and keeps it recoverable in the audit", async () => {
    const { api, db, manager, fri } = w;
    const gone = await api.postJson(
      "/api/AttendanceReport/delete",
      { id: fri.id, reason: "Clocked on by mistake" },
      { token: manager },
    );
    expect(gone.status).toBe(200);
    const [kept] = await db
      .select()
      .from(clockEntryCorrections)
      .where(eq(clockEntryCorrections.clockEntryId, fri.id));
    expect(kept).toMatchObject({
      action: "delete",
      beforeDay: "2026-10-16",
      afterOn: null,
      reason: "Clocked on by mistake",
    });
    expect(kept?.beforeOn.toISOString()).toBe(fri.clockOn.toISOString());
    expect(kept?.beforeOff?.toISOString()).toBe(fri.clockOff?.toISOString());
    const answer = await report(manager);
    expect(rowOf(answer.rows, "2026-10-16")).toBeUndefined();
    expect(answer.exclusions[1]?.count).toBe(1);
    const again = await api.postJson(
      "/api/AttendanceReport/delete",
      { id: fri.id, reason: "x" },
      { token: manager },
    );
    expect(again.status).toBe(404);
  });

  it("refuses a correction that overlaps, lies in the future or has no reason", async () => {
    const { api, manager, mon1 } = w;
    const overlap = await api.postJson(
      "/api/AttendanceReport/update",
      { id: mon1.id, clockOn: "2026-10-12T09:00", clockOff: "2026-10-12T13:30", reason: "Lunch late" },
      { token: manager },
    );
    expect(overlap.status).toBe(200);
    expect(overlap.body.succeeded).toBe(false);
    expect(overlap.body.errors.join(" ")).toContain("overlaps");
    const future = await api.postJson(
      "/api/AttendanceReport/update",
      { id: mon1.id, clockOn: "2030-01-07T09:00", clockOff: "2030-01-07T10:00", reason: "Typo" },
      { token: manager },
    );
    expect(future.body.succeeded).toBe(false);
    expect(future.body.errors.join(" ")).toContain("future");
    for (const bad of [
      { id: mon1.id, clockOn: "2026-10-12T10:00", clockOff: "2026-10-12T09:00", reason: "Backwards" },
      { id: mon1.id, clockOn: "2026-10-12T09:00", clockOff: "2026-10-12T12:00", reason: "   " },
      { id: mon1.id, clockOn: "12/10/2026 09:00", clockOff: "2026-10-12T12:00", reason: "Format" },
      { id: "abc", clockOn: "2026-10-12T09:00", clockOff: "2026-10-12T12:00", reason: "Id" },
    ]) {
      const answer = await api.postJson("/api/AttendanceReport/update", bad, { token: manager });
      expect(answer.status).toBe(400);
    }
    expect(
      (await api.postJson("/api/AttendanceReport/delete", { id: mon1.id }, { token: manager })).status,
    ).toBe(400);
    // Nothing of this changed the entry.
    const answer = await report(manager);
    expect(rowOf(answer.rows, "2026-10-12")).toMatchObject({ lastOut: "17:15", corrected: "No" });
  });

  it("exports the rows the table shows", async () => {
    const { exporter, person } = w;
    const screen = await report(exporter);
    const file = await exportRows(w, exporter, {
      report: "staff-attendance",
      ...PERIOD,
      staffUser: person.username,
    });
    expect(file.status).toBe(200);
    const header = file.rows.findIndex((r) => r[0] === "Staff" && r[1] === "Day");
    expect(header).toBeGreaterThanOrEqual(0);
    const data = file.rows.slice(header + 1);
    expect(data).toHaveLength(screen.rows.length + 1);
    const hoursAt = file.rows[header]?.indexOf("Hours") ?? -1;
    expect(data.map((r) => r[hoursAt])).toEqual([...screen.rows, screen.totals].map((r) => r?.hours));
  });

  it("needs Staff Attendance Report to read and Manage Staff Attendance to correct", async () => {
    const { api, outsider, reader, mon1 } = w;
    expect((await api.postJson(PATH, PERIOD, { token: outsider })).status).toBe(403);
    expect((await api.get(PATH, { token: outsider })).status).toBe(403);
    const body = { id: mon1.id, clockOn: "2026-10-12T09:00", clockOff: "2026-10-12T12:00", reason: "Tidy" };
    expect((await api.postJson("/api/AttendanceReport/update", body, { token: reader })).status).toBe(403);
    expect(
      (await api.postJson("/api/AttendanceReport/delete", { id: mon1.id, reason: "x" }, { token: reader }))
        .status,
    ).toBe(403);
    const file = await exportRows(w, reader, { report: "staff-attendance", ...PERIOD });
    expect(file.status).toBe(403);
    expect(file.text).toContain("You don't have permission to export results.");
  });

  it("answers bad filters with a 400", async () => {
    const { api, reader } = w;
    expect((await api.postJson(PATH, { from: "2026-02-30" }, { token: reader })).status).toBe(400);
    expect((await api.get(`${PATH}?staffUser=${"x".repeat(200)}`, { token: reader })).status).toBe(400);
  });
  it("shows the demo staff's last fortnight with its default filters (the demo seed)", async () => {
    const answer = reportValue(await w.api.postJson(PATH, {}, { token: w.admin }));
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.rows.some((r) => r.corrected === "Yes" || r.lastOut === "Still in")).toBe(true);
  });
});
