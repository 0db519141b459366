import { describe, expect, it } from "vitest";
import { bookingHistory } from "../../server/db/schema/sessions";
import { suite } from "../helpers/suite";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * Staff KPI Report and report/staff-Roster (decision 245): a recruiter's moves and tracked time,
 * arranged by the test on known days, counted per week from Monday on the agency's clock.
 */
const at = (day: string, time = "10:00") => new Date(`${day}T${time}:00+11:00`); // AEDT in Sydney
const w = suite(async () => {
  const world = await reportsWorld();
  const worker = await world.worker("Kim");
  const job = await world.job();
  const session = await world.session(job.id, at("2026-11-05"));
  const [a, b, c] = await world.bookings(job.id, session.id, ["Attended", "No show", "Confirmed"]);
  // Kim books three people on Monday 02/11, confirms two on Tuesday 03/11; the respondent confirms
  // one herself (not Kim's); one booking in the next week (09/11).
  const move = (eventId: number, from: string | null, to: string, when: Date, by = worker.username) => ({
    eventId,
    respondentId: 1,
    jobGroupId: session.id,
    action: "status",
    fromStatus: from,
    toStatus: to,
    by,
    at: when,
  });
  await world.db
    .insert(bookingHistory)
    .values([
      move(a?.id ?? 0, "Qualified", "Booked", at("2026-11-02")),
      move(b?.id ?? 0, "Qualified", "Booked", at("2026-11-02", "11:00")),
      move(c?.id ?? 0, "Invited", "Booked", at("2026-11-02", "12:00")),
      move(a?.id ?? 0, "Booked", "Confirmed", at("2026-11-03")),
      move(b?.id ?? 0, "Booked", "Confirmed", at("2026-11-03", "11:00")),
      move(c?.id ?? 0, "Booked", "Confirmed", at("2026-11-03", "12:00"), "respondent"),
      move(c?.id ?? 0, "Standby", "Booked", at("2026-11-09")),
    ]);
  await world.tracked(worker.id, job.id, at("2026-11-04", "09:00"), at("2026-11-04", "10:30"));
  await world.job({ projectManager: worker.username });
  const reader = await world.staff(["SKRPT"]);
  const rosterReader = await world.staff(["RJA"]);
  return { ...world, worker, job, reader, rosterReader };
});

describe("Staff KPI Report", () => {
  it("counts the recruiter's bookings, confirmations, attended and hours per week, on GET and POST", async () => {
    const { api, reader, worker } = w;
    const body = { from: "2026-11-02", to: "2026-11-15", staffUser: worker.username, groupBy: "week" };
    const posted = reportValue(await api.postJson("/api/report/staff-kpi-report", body, { token: reader }));
    const got = reportValue(
      await api.get(`/api/report/staff-kpi-report?${new URLSearchParams(body)}`, { token: reader }),
    );
    expect(got.rows).toEqual(posted.rows);
    const week1 = posted.rows.find((r) => r.period === "2026-11-02");
    const week2 = posted.rows.find((r) => r.period === "2026-11-09");
    // Week of 02/11: three moves into Booked, two confirmations by Kim (the third was the
    // respondent's), one of her bookings turned up (Attended; the no-show did not), 1.5 h tracked.
    expect(week1).toMatchObject({ bookingsMade: 3, confirmations: 2, attended: 1, hoursTracked: 1.5 });
    expect(week2).toMatchObject({ bookingsMade: 1, confirmations: 0 });
    expect(posted.totals).toMatchObject({ bookingsMade: 4, confirmations: 2 });
  });

  it("refuses without SKRPT; the roster call answers under RosterJobAllocation only", async () => {
    const { api, reader, rosterReader } = w;
    expect((await api.postJson("/api/report/staff-kpi-report", {}, { token: rosterReader })).status).toBe(
      403,
    );
    expect((await api.postJson("/api/report/staff-Roster", {}, { token: reader })).status).toBe(403);
    const roster = await api.postJson("/api/report/staff-Roster", {}, { token: rosterReader });
    expect(roster.status).toBe(200);
    reportValue(roster);
  });
});
