import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type Proposal,
  proposalSchema,
  publishSchema,
  type Roster,
  rosterSchema,
  type Shift,
  shiftSchema,
} from "../../server/contracts/staff-office/roster";
import { messageDeliveries } from "../../server/db/schema/messaging";
import {
  staffLeave,
  staffMeetingAttendees,
  staffMeetings,
  staffShifts,
} from "../../server/db/schema/staff-office";
import { suite } from "../helpers/suite";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * The roster's calls (decisions 250, 251): proposals computed from sessions the test arranges,
 * clashes refused with their reason, midnight and daylight-saving hours, publishing with one mail
 * per person read from the queue, rights and bad input. The agency's clock is Sydney: +11:00 from
 * the first Sunday of October to the first Sunday of April, +10:00 otherwise.
 */
const aedt = (day: string, time: string) => new Date(`${day}T${time}:00+11:00`);
const aest = (day: string, time: string) => new Date(`${day}T${time}:00+10:00`);
const MIN = 60_000;

const w = suite(async () => {
  const world = await reportsWorld();
  const rja = await world.staff(["RJA"]);
  const nobody = await world.staff([]);
  return { ...world, rja, nobody };
});

const save = (body: Record<string, unknown>, token = w.rja) =>
  w.api.postJson<Shift>("/api/staff-shift/update", body, { token, answer: shiftSchema });
const leave = (staffUserId: number, startsAt: Date, endsAt: Date, status = "approved") =>
  w.db
    .insert(staffLeave)
    .values({ staffUserId, leaveType: "Annual", startsAt, endsAt, hours: 7.6, status: status as "approved" });
async function meeting(staffUserId: number, title: string, startsAt: Date, endsAt: Date) {
  const [m] = await w.db
    .insert(staffMeetings)
    .values({ title, startsAt, endsAt, organiserId: staffUserId })
    .returning();
  if (!m) throw new Error("meeting not created");
  await w.db.insert(staffMeetingAttendees).values({ meetingId: m.id, staffUserId });
  return m;
}
const roster = (from: string, to: string, token = w.rja) =>
  w.api.get<Roster>(`/api/staff-roster?from=${from}&to=${to}`, { token, answer: rosterSchema });

describe("proposing a roster from sessions", () => {
  it("drafts a shift per recruiter covering each session with its lead time, and skips what exists or clashes", async () => {
    const [amy, ben, cat] = [await w.worker("Amy"), await w.worker("Ben"), await w.worker("Cat")];
    const job = await w.job();
    const s1 = await w.session(job.id, aedt("2027-03-02", "18:00"), {
      endsAt: aedt("2027-03-02", "20:00"),
      recruiters: [amy.username, ben.username, cat.username, "ghost@nowhere.test"],
    });
    const s2 = await w.session(job.id, aedt("2027-03-04", "10:00"), {
      sessionNumber: 2,
      endsAt: aedt("2027-03-04", "11:30"),
      recruiters: [amy.username],
    });
    const cancelled = await w.session(job.id, aedt("2027-03-05", "10:00"), {
      sessionNumber: 3,
      status: "Cancelled",
      recruiters: [amy.username],
    });
    const nextWeek = await w.session(job.id, aedt("2027-03-08", "10:00"), {
      sessionNumber: 4,
      recruiters: [amy.username],
    });
    await leave(cat.id, aedt("2027-03-02", "12:00"), aedt("2027-03-02", "23:00"));

    const res = await w.api.postJson<Proposal>(
      "/api/staff-roster/propose",
      { from: "2027-03-01", to: "2027-03-07" },
      { token: w.rja, answer: proposalSchema },
    );
    expect(res.status).toBe(200);
    const mine = new Set([s1.id, s2.id, cancelled.id, nextWeek.id]);
    const drafted = (res.body.value?.drafted ?? []).filter((d) => d.sessionId && mine.has(d.sessionId));
    expect(drafted.map((d) => [d.sessionId, d.staffUserId]).sort()).toEqual(
      [
        [s1.id, amy.id],
        [s1.id, ben.id],
        [s2.id, amy.id],
      ].sort(),
    );
    const amy1 = drafted.find((d) => d.sessionId === s1.id && d.staffUserId === amy.id);
    expect(amy1).toMatchObject({
      status: "draft",
      kind: "host",
      jobId: job.id,
      day: "2027-03-02",
      start: "17:30",
      end: "20:15",
      hours: 2.75,
      startsAt: new Date(aedt("2027-03-02", "18:00").getTime() - 30 * MIN).toISOString(),
    });
    expect(drafted.find((d) => d.sessionId === s2.id)?.hours).toBe(2.25);
    const skipped = (res.body.value?.skipped ?? []).filter((s) => mine.has(s.sessionId));
    expect(skipped).toEqual([
      expect.objectContaining({
        sessionId: s1.id,
        staff: `Cat ${cat.lastName}`,
        reason: `Clashes with Cat ${cat.lastName}: Annual leave 02/03/2027 12:00–23:00.`,
      }),
      expect.objectContaining({
        sessionId: s1.id,
        staff: "ghost@nowhere.test",
        reason: "Not an active staff user.",
      }),
    ]);

    const again = await w.api.postJson<Proposal>(
      "/api/staff-roster/propose",
      { from: "2027-03-01", to: "2027-03-07" },
      { token: w.rja, answer: proposalSchema },
    );
    expect((again.body.value?.drafted ?? []).filter((d) => d.sessionId && mine.has(d.sessionId))).toEqual([]);
    const reasons = (again.body.value?.skipped ?? [])
      .filter((s) => mine.has(s.sessionId))
      .map((s) => s.reason);
    expect(reasons.filter((r) => r === "Already rostered for this session.")).toHaveLength(3);
  });
});

describe("saving a shift", () => {
  it("refuses a shift on approved leave, naming the leave; requested leave does not block", async () => {
    const dee = await w.worker("Dee");
    await leave(dee.id, aedt("2027-03-10", "09:00"), aedt("2027-03-10", "17:00"));
    await leave(dee.id, aedt("2027-03-11", "09:00"), aedt("2027-03-11", "17:00"), "requested");
    const res = await save({ staffUserId: dee.id, day: "2027-03-10", start: "12:00", end: "14:00" });
    expect(res.body.succeeded).toBe(false);
    expect(res.body.errors).toEqual([
      `The shift clashes with Dee ${dee.lastName}: Annual leave 10/03/2027 09:00–17:00.`,
    ]);
    const ok = await save({ staffUserId: dee.id, day: "2027-03-11", start: "12:00", end: "14:00" });
    expect(ok.body.succeeded).toBe(true);
  });

  it("refuses a shift during a meeting of the person", async () => {
    const eve = await w.worker("Eve");
    await meeting(eve.id, "Team brief", aedt("2027-03-10", "10:00"), aedt("2027-03-10", "11:00"));
    const res = await save({ staffUserId: eve.id, day: "2027-03-10", start: "09:00", end: "10:30" });
    expect(res.body.errors).toEqual([
      `The shift clashes with Eve ${eve.lastName}: Meeting: Team brief 10/03/2027 10:00–11:00.`,
    ]);
    expect(
      (await save({ staffUserId: eve.id, day: "2027-03-10", start: "11:00", end: "13:00" })).body.succeeded,
    ).toBe(true);
  });

  it("refuses an overlapping shift, lets a shift move over its own old time, and a session's shift cover its session", async () => {
    const fay = await w.worker("Fay");
    const first = await save({ staffUserId: fay.id, day: "2027-03-15", start: "09:00", end: "13:00" });
    const id = first.body.value?.id;
    const clash = await save({ staffUserId: fay.id, day: "2027-03-15", start: "12:00", end: "15:00" });
    expect(clash.body.errors).toEqual([
      `The shift clashes with Fay ${fay.lastName}: Shift 15/03/2027 09:00–13:00.`,
    ]);
    const moved = await save({ id, staffUserId: fay.id, day: "2027-03-15", start: "10:00", end: "14:00" });
    expect(moved.body.value).toMatchObject({ id, start: "10:00", end: "14:00", hours: 4, status: "draft" });
    const job = await w.job();
    const session = await w.session(job.id, aedt("2027-03-16", "18:00"), { recruiters: [fay.username] });
    const forIt = await save({
      staffUserId: fay.id,
      day: "2027-03-16",
      start: "17:30",
      end: "19:15",
      sessionId: session.id,
    });
    expect(forIt.body.value).toMatchObject({ sessionId: session.id, jobId: job.id, kind: "other" });
    const other = await save({ staffUserId: fay.id, day: "2027-03-16", start: "18:30", end: "20:00" });
    expect(other.body.errors?.some((e) => e.includes(`Session ${job.jobNumber} S1`))).toBe(true);
  });

  it("counts a shift across midnight on its first day, and clashes after midnight", async () => {
    const gus = await w.worker("Gus");
    const night = await save({ staffUserId: gus.id, day: "2027-03-18", start: "22:00", end: "02:00" });
    expect(night.body.value).toMatchObject({ day: "2027-03-18", endDay: "2027-03-19", hours: 4 });
    expect(night.body.value?.endsAt).toBe(aedt("2027-03-19", "02:00").toISOString());
    await meeting(gus.id, "Early", aedt("2027-03-19", "06:00"), aedt("2027-03-19", "07:00"));
    const late = await save({ staffUserId: gus.id, day: "2027-03-19", start: "01:00", end: "03:00" });
    expect(late.body.errors?.[0]).toContain("Shift 18/03/2027 22:00–19/03/2027 02:00");
    const read = await roster("2027-03-18", "2027-03-19");
    expect(read.body.value?.people.find((p) => p.id === gus.id)?.hours).toBe(4);
  });

  it("counts real hours across the daylight-saving changes (October 3 h, April 5 h for 01:00–05:00)", async () => {
    const hal = await w.worker("Hal");
    // Sunday 4 October 2026: 02:00 AEST becomes 03:00 AEDT.
    const spring = await save({ staffUserId: hal.id, day: "2026-10-04", start: "01:00", end: "05:00" });
    expect(spring.body.value).toMatchObject({ hours: 3, start: "01:00", end: "05:00" });
    expect(spring.body.value?.startsAt).toBe(aest("2026-10-04", "01:00").toISOString());
    expect(spring.body.value?.endsAt).toBe(aedt("2026-10-04", "05:00").toISOString());
    // Sunday 4 April 2027: 03:00 AEDT becomes 02:00 AEST.
    const autumn = await save({ staffUserId: hal.id, day: "2027-04-04", start: "01:00", end: "05:00" });
    expect(autumn.body.value).toMatchObject({ hours: 5 });
    const read = await roster("2026-10-04", "2026-10-04");
    expect(read.body.value?.people.find((p) => p.id === hal.id)?.hours).toBe(3);
  });
});

describe("publishing", () => {
  it("publishes the range's drafts and queues one mail per person listing their shifts", async () => {
    const [ivy, jon] = [await w.worker("Ivy"), await w.worker("Jon")];
    const a = await save({ staffUserId: ivy.id, day: "2027-05-04", start: "09:00", end: "12:00" });
    const b = await save({ staffUserId: ivy.id, day: "2027-05-06", start: "18:00", end: "21:30" });
    const c = await save({ staffUserId: jon.id, day: "2027-05-05", start: "10:00", end: "11:00" });
    const outside = await save({ staffUserId: jon.id, day: "2027-05-12", start: "10:00", end: "11:00" });
    const res = await w.api.postJson(
      "/api/staff-roster/publish",
      { from: "2027-05-03", to: "2027-05-09" },
      { token: w.rja, answer: publishSchema },
    );
    expect(res.body.value).toMatchObject({ held: [] });
    const rows = await w.db
      .select({ id: staffShifts.id, status: staffShifts.status })
      .from(staffShifts)
      .where(
        inArray(
          staffShifts.id,
          [a, b, c, outside].map((r) => r.body.value?.id ?? 0),
        ),
      );
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [a.body.value?.id, "published"],
        [b.body.value?.id, "published"],
        [c.body.value?.id, "published"],
        [outside.body.value?.id, "draft"],
      ]),
    );
    const mails = async (to: string) =>
      w.db.select().from(messageDeliveries).where(eq(messageDeliveries.toAddress, to));
    const ivyMail = await mails(ivy.email);
    expect(ivyMail).toHaveLength(1);
    expect(ivyMail[0]?.textBody).toContain("Tuesday 04/05/2027 09:00–12:00");
    expect(ivyMail[0]?.textBody).toContain("Thursday 06/05/2027 18:00–21:30");
    expect(ivyMail[0]?.textBody).toContain("(3.5 h)");
    expect(await mails(jon.email)).toHaveLength(1);
    // Nothing left to publish: no second mail.
    await w.api.postJson(
      "/api/staff-roster/publish",
      { from: "2027-05-03", to: "2027-05-09" },
      { token: w.rja },
    );
    expect(await mails(ivy.email)).toHaveLength(1);
  });

  it("holds a draft that approved leave now clashes with, and says why", async () => {
    const kim = await w.worker("Kim");
    const draft = await save({ staffUserId: kim.id, day: "2027-06-01", start: "09:00", end: "12:00" });
    await leave(kim.id, aedt("2027-06-01", "00:00"), aedt("2027-06-02", "00:00"));
    const res = await w.api.postJson(
      "/api/staff-roster/publish",
      { from: "2027-06-01", to: "2027-06-01" },
      { token: w.rja, answer: publishSchema },
    );
    expect(res.body.value?.held).toEqual([
      { shiftId: draft.body.value?.id, reason: expect.stringContaining(`Kim ${kim.lastName}: Annual leave`) },
    ]);
  });
});

describe("report/staff-Roster", () => {
  it("shows each person's published shift hours per day beside their allocations; drafts left out", async () => {
    const lou = await w.worker("Lou");
    const night = await save({ staffUserId: lou.id, day: "2027-08-02", start: "20:00", end: "01:30" });
    await save({ staffUserId: lou.id, day: "2027-08-02", start: "09:00", end: "12:00" });
    await save({ staffUserId: lou.id, day: "2027-08-03", start: "09:00", end: "10:00" });
    const draft = await save({ staffUserId: lou.id, day: "2027-08-04", start: "09:00", end: "10:00" });
    await w.api.postJson(
      "/api/staff-roster/publish",
      { from: "2027-08-02", to: "2027-08-03" },
      { token: w.rja },
    );
    const report = reportValue(
      await w.api.postJson(
        "/api/report/staff-Roster",
        { from: "2027-08-01", to: "2027-08-07", staffUser: lou.username },
        { token: w.rja },
      ),
    );
    expect(draft.body.value?.status).toBe("draft");
    expect(night.body.value?.hours).toBe(5.5);
    expect(report.rows.map((r) => [r.day, r.rosteredHours, r.allocatedHours])).toEqual([
      ["2027-08-02", 8.5, 0],
      ["2027-08-03", 1, 0],
    ]);
  });
});

describe("reading, rights and bad input", () => {
  it("shows drafts to rosterers only; anyone else reads their own published shifts", async () => {
    const own = await roster("2027-07-05", "2027-07-11", w.nobody);
    expect(own.body.value?.canEdit).toBe(false);
    const me = own.body.value?.people ?? [];
    expect(me).toHaveLength(1);
    const myId = me[0]?.id ?? 0;
    const d = await save({ staffUserId: myId, day: "2027-07-06", start: "09:00", end: "10:00" });
    await save({ staffUserId: myId, day: "2027-07-07", start: "09:00", end: "10:00" });
    await w.api.postJson(
      "/api/staff-roster/publish",
      { from: "2027-07-07", to: "2027-07-07" },
      { token: w.rja },
    );
    const after = await roster("2027-07-05", "2027-07-11", w.nobody);
    expect(after.body.value?.shifts.map((s) => s.day)).toEqual(["2027-07-07"]);
    const all = await roster("2027-07-05", "2027-07-11");
    expect(all.body.value?.canEdit).toBe(true);
    expect(all.body.value?.shifts.filter((s) => s.staffUserId === myId).map((s) => s.status)).toEqual([
      "draft",
      "published",
    ]);
    expect(all.body.value?.days).toHaveLength(7);
    const del = await w.api.postJson("/api/staff-shift/delete", [d.body.value?.id], { token: w.rja });
    expect(del.body.value).toBe(1);
  });

  it("refuses changes without RosterJobAllocation (403)", async () => {
    const t = w.nobody;
    const range = { from: "2027-07-05", to: "2027-07-11" };
    expect((await save({ staffUserId: 1, day: "2027-07-06", start: "09:00", end: "10:00" }, t)).status).toBe(
      403,
    );
    expect((await w.api.postJson("/api/staff-shift/delete", [1], { token: t })).status).toBe(403);
    expect((await w.api.postJson("/api/staff-roster/propose", range, { token: t })).status).toBe(403);
    expect((await w.api.postJson("/api/staff-roster/publish", range, { token: t })).status).toBe(403);
    expect((await w.api.get("/api/staff-roster?from=2027-07-05&to=2027-07-11")).status).toBe(401);
  });

  it("answers 400 for bad ranges, times and ids", async () => {
    const bad = [
      await w.api.get("/api/staff-roster?from=2027-07-11&to=2027-07-05", { token: w.rja }),
      await w.api.get("/api/staff-roster?from=2027-01-01&to=2027-03-01", { token: w.rja }),
      await w.api.get("/api/staff-roster?from=2027-02-30&to=2027-03-01", { token: w.rja }),
      await save({ staffUserId: 1, day: "2027-07-06", start: "25:00", end: "10:00" }),
      await save({ staffUserId: 1, day: "2027-07-06", start: "10:00", end: "10:00" }),
      await save({ staffUserId: "x", day: "2027-07-06", start: "09:00", end: "10:00" }),
      await save({ staffUserId: 1, day: "2027-07-06", start: "09:00", end: "10:00", kind: "boss" }),
      await w.api.postJson("/api/staff-shift/delete", ["abc"], { token: w.rja }),
      await w.api.postJson("/api/staff-roster/propose", { from: "2027-07-05" }, { token: w.rja }),
    ];
    expect(bad.map((r) => r.status)).toEqual(bad.map(() => 400));
    const missing = await save({
      id: 2_000_000_000,
      staffUserId: 1,
      day: "2027-07-06",
      start: "09:00",
      end: "10:00",
    });
    expect(missing.status).toBe(404);
  });
});
