import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  leaveBalancesSchema,
  leavePageSchema,
  leaveSavedSchema,
} from "../../server/contracts/staff-office/leave";
import { LEAVE_DAY_HOURS, LEAVE_TYPES } from "../../server/contracts/staff-office/leave-types";
import { jobGroups, jobs } from "../../server/db/schema/jobs";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { staffLeaveAllowances, staffShifts } from "../../server/db/schema/staff-office";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * Staff leave (decisions 253, 254): hours and balances against figures the test computes from
 * what it asks for, the rights of every call, the decision mails and the conflict with published
 * shifts. The agency's clock is Sydney: +10:00 until 02:00 on Sunday 4 October 2026, +11:00 after.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const person = await staffPersonWithRights(server, []);
  const other = await staffPersonWithRights(server, []);
  const manager = await staffPersonWithRights(server, ["MSA"]);
  const manager2 = await staffPersonWithRights(server, ["MSA"]);
  return { server, api, db, person, other, manager, manager2 };
});

const ANNUAL = LEAVE_TYPES.find((t) => t.code === "Annual")?.yearHours ?? 0;
const PERSONAL = LEAVE_TYPES.find((t) => t.code === "Personal")?.yearHours ?? 0;
const round2 = (n: number) => Math.round(n * 100) / 100;

const ask = (token: string, body: Record<string, unknown>) =>
  w.api.postJson("/api/staff-leave/update", body, { token, answer: leaveSavedSchema });
const balances = async (token: string, query = "") => {
  const answer = await w.api.get(`/api/staff-leave/balances${query}`, { token, answer: leaveBalancesSchema });
  expect(answer.status).toBe(200);
  return answer.body.value;
};
const balanceOf = async (token: string, type: string, query = "") =>
  (await balances(token, query)).rows.find((r) => r.leaveType === type);
const list = async (token: string, query = "") => {
  const answer = await w.api.get(`/api/staff-leave${query}`, { token, answer: leavePageSchema });
  expect(answer.status).toBe(200);
  return answer.body.value;
};
const mailsTo = (to: string) =>
  w.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.toAddress, to))
    .orderBy(desc(messageDeliveries.id));

describe("staff leave: hours and balances", () => {
  it("takes 7.6 hours a working day and counts them as pending, then taken once approved", async () => {
    const { person, manager } = w;
    // Monday 8 to Sunday 14 February 2027: five working days.
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-02-08",
      endDay: "2027-02-14",
      note: "Family visit",
    });
    expect(saved.body.succeeded).toBe(true);
    const hours = round2(5 * LEAVE_DAY_HOURS);
    expect(saved.body.value.hours).toBe(hours);
    expect(saved.body.value.warnings).toEqual([]);
    expect(await balanceOf(person.token, "Annual", "?year=2027")).toEqual({
      leaveType: "Annual",
      paid: true,
      allowance: ANNUAL,
      taken: 0,
      pending: hours,
      remaining: round2(ANNUAL - hours),
    });
    const approved = await w.api.postJson(
      "/api/staff-leave/approve",
      { id: saved.body.value.id },
      { token: manager.token },
    );
    expect(approved.body).toMatchObject({ succeeded: true, successMsg: "Leave approved." });
    expect(await balanceOf(person.token, "Annual", "?year=2027")).toMatchObject({
      taken: hours,
      pending: 0,
      remaining: round2(ANNUAL - hours),
    });
    // The manager reads the same balance; the requester's mail is queued with who decided.
    expect(await balanceOf(manager.token, "Annual", `?year=2027&staffUserId=${person.id}`)).toMatchObject({
      taken: hours,
    });
    const [mail] = await mailsTo(person.username);
    expect(mail?.subject).toContain("Annual leave 08/02/2027–14/02/2027 was approved");
    expect(mail?.textBody).toContain(`(${hours.toFixed(2)} hours)`);
  });

  it("counts part of a day by its times and a span over the change to daylight saving by working days", async () => {
    const { person } = w;
    const part = await ask(person.token, {
      leaveType: "Personal",
      startDay: "2027-02-16",
      endDay: "2027-02-16",
      startTime: "13:00",
      endTime: "16:30",
    });
    expect(part.body.value.hours).toBe(3.5);
    // Friday 2 to Tuesday 6 October 2026: Friday, Monday, Tuesday; the clocks go forward on Sunday.
    const dst = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2026-10-02",
      endDay: "2026-10-06",
    });
    expect(dst.body.value.hours).toBe(round2(3 * LEAVE_DAY_HOURS));
    const rows = (await list(person.token, "?from=2026-10-01&to=2026-10-31")).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      startsAt: new Date("2026-10-02T00:00:00+10:00").toISOString(),
      endsAt: new Date("2026-10-07T00:00:00+11:00").toISOString(),
      startDay: "2026-10-02",
      endDay: "2026-10-06",
      startTime: null,
      hours: round2(3 * LEAVE_DAY_HOURS),
    });
    const partRow = (await list(person.token, "?from=2027-02-16&to=2027-02-16")).rows[0];
    expect(partRow).toMatchObject({
      startDay: "2027-02-16",
      startTime: "13:00",
      endTime: "16:30",
      hours: 3.5,
    });
    expect(await balanceOf(person.token, "Personal", "?year=2027")).toMatchObject({
      pending: 3.5,
      remaining: round2(PERSONAL - 3.5),
    });
    expect(await balanceOf(person.token, "Annual", "?year=2026")).toMatchObject({
      pending: round2(3 * LEAVE_DAY_HOURS),
    });
  });

  it("refuses days without a working day and leave over one's own other leave", async () => {
    const { person } = w;
    const weekend = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-03-06",
      endDay: "2027-03-07",
    });
    expect(weekend.body.succeeded).toBe(false);
    expect(weekend.body.errors[0]).toContain("no working day");
    const twice = await ask(person.token, {
      leaveType: "Unpaid",
      startDay: "2027-02-16",
      endDay: "2027-02-16",
    });
    expect(twice.body.succeeded).toBe(false);
    expect(twice.body.errors[0]).toContain("You already asked for Personal leave 16/02/2027 13:00–16:30");
    const overApproved = await ask(person.token, {
      leaveType: "Unpaid",
      startDay: "2027-02-12",
      endDay: "2027-02-12",
    });
    expect(overApproved.body.errors[0]).toContain("You already have leave then");
  });

  it("warns, but keeps, a request beyond the balance; a person's own allowance replaces the default", async () => {
    const { db, other } = w;
    await db
      .insert(staffLeaveAllowances)
      .values({ staffUserId: other.id, leaveType: "Personal", year: 2027, hours: 15.2 });
    expect(await balanceOf(other.token, "Personal", "?year=2027")).toMatchObject({
      allowance: 15.2,
      remaining: 15.2,
    });
    // Monday 1 to Wednesday 3 March 2027: three days, one more than the allowance.
    const saved = await ask(other.token, {
      leaveType: "Personal",
      startDay: "2027-03-01",
      endDay: "2027-03-03",
    });
    expect(saved.body.succeeded).toBe(true);
    const hours = round2(3 * LEAVE_DAY_HOURS);
    expect(saved.body.value.warnings).toEqual([
      `Personal leave: ${hours.toFixed(2)} hours asked, 15.20 of 2027's 15.20 hours left.`,
    ]);
    expect(await balanceOf(other.token, "Personal", "?year=2027")).toMatchObject({
      remaining: round2(15.2 - hours),
    });
    // Unpaid leave has no allowance.
    expect(await balanceOf(other.token, "Unpaid", "?year=2027")).toMatchObject({
      allowance: null,
      remaining: null,
    });
  });

  it("changes one's own request while requested, and only then", async () => {
    const { person, other } = w;
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-04-05",
      endDay: "2027-04-05",
    });
    const id = saved.body.value.id;
    const changed = await ask(person.token, {
      id,
      leaveType: "Annual",
      startDay: "2027-04-05",
      endDay: "2027-04-06",
    });
    expect(changed.body.value.hours).toBe(round2(2 * LEAVE_DAY_HOURS));
    const notMine = await ask(other.token, {
      id,
      leaveType: "Annual",
      startDay: "2027-04-05",
      endDay: "2027-04-05",
    });
    expect(notMine.body.succeeded).toBe(false);
    const cancelled = await w.api.postJson("/api/staff-leave/delete", { id }, { token: person.token });
    expect(cancelled.body.succeeded).toBe(true);
    const again = await ask(person.token, {
      id,
      leaveType: "Annual",
      startDay: "2027-04-05",
      endDay: "2027-04-05",
    });
    expect(again.body.errors[0]).toBe("This request is cancelled: it can no longer change.");
  });
});

describe("staff leave: decisions and rights", () => {
  it("refuses approve and decline without ManageStaffAttendance (403) and one's own approval", async () => {
    const { api, manager, person } = w;
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-05-03",
      endDay: "2027-05-03",
    });
    const id = saved.body.value.id;
    expect((await api.postJson("/api/staff-leave/approve", { id }, { token: person.token })).status).toBe(
      403,
    );
    expect(
      (await api.postJson("/api/staff-leave/decline", { id, reason: "No" }, { token: person.token })).status,
    ).toBe(403);
    expect((await api.postJson("/api/staff-leave/approve", { id })).status).toBe(401);
    const own = await ask(manager.token, {
      leaveType: "Annual",
      startDay: "2027-05-04",
      endDay: "2027-05-04",
    });
    const self = await api.postJson(
      "/api/staff-leave/approve",
      { id: own.body.value.id },
      { token: manager.token },
    );
    expect(self.body.succeeded).toBe(false);
    expect(self.body.errors[0]).toContain("Nobody decides their own leave");
    const approvedByOther = await api.postJson(
      "/api/staff-leave/approve",
      { id: own.body.value.id },
      { token: w.manager2.token },
    );
    expect(approvedByOther.body.succeeded).toBe(true);
  });

  it("declines only with a reason, which the person is mailed", async () => {
    const { api, manager, person } = w;
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-05-10",
      endDay: "2027-05-11",
    });
    const id = saved.body.value.id;
    expect((await api.postJson("/api/staff-leave/decline", { id }, { token: manager.token })).status).toBe(
      400,
    );
    expect(
      (await api.postJson("/api/staff-leave/decline", { id, reason: "   " }, { token: manager.token }))
        .status,
    ).toBe(400);
    const declined = await api.postJson(
      "/api/staff-leave/decline",
      { id, reason: "Fieldwork week for the Acme study" },
      { token: manager.token },
    );
    expect(declined.body.succeeded).toBe(true);
    const [mail] = await mailsTo(person.username);
    expect(mail?.subject).toContain("Annual leave 10/05/2027–11/05/2027 was declined");
    expect(mail?.textBody).toContain("Reason: Fieldwork week for the Acme study");
    const row = (await list(person.token, "?status=declined")).rows.find((r) => r.id === id);
    expect(row).toMatchObject({ decisionReason: "Fieldwork week for the Acme study", status: "declined" });
    expect(row?.decidedBy).toMatch(/^Test /);
    const twice = await api.postJson("/api/staff-leave/approve", { id }, { token: manager.token });
    expect(twice.body.errors[0]).toBe("This request is already declined.");
  });

  it("refuses approval over a published shift, naming it, but not over a draft", async () => {
    const { api, db, manager, person } = w;
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-06-07",
      endDay: "2027-06-08",
    });
    const id = saved.body.value.id;
    const [shift] = await db
      .insert(staffShifts)
      .values({
        staffUserId: person.id,
        startsAt: new Date("2027-06-08T09:00:00+10:00"),
        endsAt: new Date("2027-06-08T17:00:00+10:00"),
        status: "published",
        createdBy: manager.id,
      })
      .returning();
    await db.insert(staffShifts).values({
      staffUserId: person.id,
      startsAt: new Date("2027-06-07T09:00:00+10:00"),
      endsAt: new Date("2027-06-07T12:00:00+10:00"),
      status: "draft",
      createdBy: manager.id,
    });
    const refused = await api.postJson("/api/staff-leave/approve", { id }, { token: manager.token });
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors[0]).toContain("Shift 08/06/2027 09:00–17:00");
    expect(refused.body.errors[0]).not.toContain("07/06/2027");
    // The rosterer moves the shift off the leave: now it is approved.
    await db
      .update(staffShifts)
      .set({ startsAt: new Date("2027-06-09T09:00:00+10:00"), endsAt: new Date("2027-06-09T17:00:00+10:00") })
      .where(eq(staffShifts.id, shift?.id ?? 0));
    expect(
      (await api.postJson("/api/staff-leave/approve", { id }, { token: manager.token })).body.succeeded,
    ).toBe(true);
  });

  it("warns at request and refuses approval over a session the person recruits, naming it", async () => {
    const { api, db, manager, person } = w;
    const [job] = await db
      .insert(jobs)
      .values({ jobNumber: `LV-${Date.now()}`, name: "Leave clash job" })
      .returning({ id: jobs.id, jobNumber: jobs.jobNumber });
    await db.insert(jobGroups).values({
      jobId: job?.id ?? 0,
      sessionNumber: 3,
      name: "Evening group",
      status: "Recruiting",
      startsAt: new Date("2027-06-16T18:00:00+10:00"),
      endsAt: new Date("2027-06-16T20:00:00+10:00"),
      recruiters: [person.username],
    });
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-06-16",
      endDay: "2027-06-16",
    });
    expect(saved.body.succeeded).toBe(true);
    const sentence = `Session ${job?.jobNumber} S3 16/06/2027 18:00–20:00`;
    expect(saved.body.value.warnings.join(" ")).toContain(sentence);
    const refused = await api.postJson(
      "/api/staff-leave/approve",
      { id: saved.body.value.id },
      { token: manager.token },
    );
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors[0]).toContain(sentence);
  });

  it("cancels approved leave only as a manager, with the reason", async () => {
    const { api, manager, person } = w;
    const saved = await ask(person.token, {
      leaveType: "Annual",
      startDay: "2027-07-05",
      endDay: "2027-07-05",
    });
    const id = saved.body.value.id;
    await api.postJson("/api/staff-leave/approve", { id }, { token: manager.token });
    const own = await api.postJson("/api/staff-leave/delete", { id }, { token: person.token });
    expect(own.body.errors[0]).toContain("Approved leave is cancelled by a manager");
    const noReason = await api.postJson("/api/staff-leave/delete", { id }, { token: manager.token });
    expect(noReason.body.errors[0]).toBe("Give the reason for cancelling approved leave.");
    const done = await api.postJson(
      "/api/staff-leave/delete",
      { id, reason: "Asked to swap weeks" },
      { token: manager.token },
    );
    expect(done.body.succeeded).toBe(true);
    const [mail] = await mailsTo(person.username);
    expect(mail?.subject).toContain("05/07/2027 was cancelled");
  });

  it("shows a person their own leave only; a manager everyone's", async () => {
    const { api, manager, other, person } = w;
    const mine = await list(person.token);
    expect(mine.rows.every((r) => r.staffUserId === person.id)).toBe(true);
    expect(mine.total).toBeGreaterThan(0);
    expect((await api.get(`/api/staff-leave?staffUserId=${other.id}`, { token: person.token })).status).toBe(
      403,
    );
    expect(
      (await api.get(`/api/staff-leave/balances?staffUserId=${other.id}`, { token: person.token })).status,
    ).toBe(403);
    const theirs = await list(manager.token, `?staffUserId=${other.id}`);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((r) => r.staffUserId === other.id)).toBe(true);
    const queue = await list(manager.token, "?status=requested&length=500");
    expect(queue.rows.some((r) => r.staffUserId === other.id)).toBe(true);
    expect(queue.rows.every((r) => r.status === "requested")).toBe(true);
    const managerOwn = await list(manager.token, "?mine=true");
    expect(managerOwn.rows.every((r) => r.staffUserId === manager.id)).toBe(true);
  });

  it("answers 400 for bad input", async () => {
    const { api, person } = w;
    const bad = [
      { leaveType: "Holiday", startDay: "2027-08-02", endDay: "2027-08-02" },
      { leaveType: "Annual", startDay: "2027-08-03", endDay: "2027-08-02" },
      { leaveType: "Annual", startDay: "2027-02-30", endDay: "2027-03-01" },
      {
        leaveType: "Annual",
        startDay: "2027-08-02",
        endDay: "2027-08-03",
        startTime: "09:00",
        endTime: "12:00",
      },
      {
        leaveType: "Annual",
        startDay: "2027-08-02",
        endDay: "2027-08-02",
        startTime: "12:00",
        endTime: "09:00",
      },
      { leaveType: "Annual", startDay: "2027-08-02", endDay: "2027-08-02", startTime: "09:00" },
      { id: "1e3", leaveType: "Annual", startDay: "2027-08-02", endDay: "2027-08-02" },
      { leaveType: "Annual", startDay: "2027-01-04", endDay: "2028-03-01" },
    ];
    for (const body of bad) expect((await ask(person.token, body)).status, JSON.stringify(body)).toBe(400);
    expect((await api.get("/api/staff-leave?status=maybe", { token: person.token })).status).toBe(400);
    expect((await api.get("/api/staff-leave/balances?year=abc", { token: person.token })).status).toBe(400);
  });
});

describe("staff leave: demo data", () => {
  it("seeds requests waiting, approved and declined for the demo staff", async () => {
    const admin = await w.api.login(DEMO.admin.username, DEMO.admin.password);
    const waiting = await list(admin, "?status=requested");
    expect(waiting.rows.map((r) => r.staff)).toEqual(expect.arrayContaining(["Jordan Lee", "Sam Patel"]));
    const approved = await list(admin, "?status=approved");
    expect(approved.rows.map((r) => r.staff)).toEqual(
      expect.arrayContaining(["Robin Recruiter", "Alex Nguyen"]),
    );
    const declined = (await list(admin, "?status=declined")).rows.find((r) => r.staff === "Sam Patel");
    expect(declined?.decisionReason).toContain("Fieldwork");
    const recruiter = await w.api.login(DEMO.recruiter.username, DEMO.recruiter.password);
    const own = await list(recruiter);
    expect(own.rows.every((r) => r.staff === "Robin Recruiter")).toBe(true);
    expect(own.total).toBeGreaterThan(0);
  });
});
