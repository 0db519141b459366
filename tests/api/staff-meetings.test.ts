import { describe, expect, it } from "vitest";
import { meetingDetailSchema, meetingPageSchema } from "../../server/contracts/staff-office/meetings";
import { busyTimes } from "../../server/db/repo/staff-office/busy-times";
import { jobGroups, jobs } from "../../server/db/schema/jobs";
import { staffLeave } from "../../server/db/schema/staff-office";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";
import { meetingsWorld, type Person } from "./staff-meetings-helpers";

/**
 * Staff meetings (decisions 255, 256). The agency is the seeded Australia/Sydney: daylight saving
 * starts on Sunday 03/10/2027 at 02:00 (AEST +10 → AEDT +11). Every test uses people it makes
 * itself, so the demo meetings never clash with them.
 */
const w = suite(meetingsWorld);

const save = (by: Person, body: Record<string, unknown>) =>
  w.api.postJson("/api/staff-meeting/update", body, { token: by.token });
const meeting = (attendees: Person[], over: Record<string, unknown> = {}) => ({
  title: "Planning",
  date: "2027-06-15",
  startTime: "09:00",
  endTime: "10:00",
  place: "Board room",
  agenda: "1. Roster\n2. Leave",
  attendeeIds: attendees.map((a) => a.id),
  ...over,
});
const savedId = (answer: {
  status: number;
  body: { succeeded: boolean; value: unknown; errors: string[] };
}) => {
  expect(answer.status, answer.body.errors.join(" ")).toBe(200);
  expect(answer.body.succeeded, answer.body.errors.join(" ")).toBe(true);
  return (answer.body.value as { id: number }).id;
};

describe("staff meetings", () => {
  it("creates a meeting and e-mails every attendee and the organiser an .ics REQUEST", async () => {
    const [org, a, b] = [await w.person(), await w.person(), await w.person()];
    const id = savedId(await save(org, meeting([a, b])));
    for (const p of [org, a, b]) {
      const [mail, ...more] = await w.mailsTo(p.email);
      expect(more).toHaveLength(0);
      expect(mail?.subject).toBe("Meeting invitation: Planning — 15/06/2027 09:00");
      expect(mail?.text).toContain("When: Tue 15/06/2027 09:00–10:00 AEST");
      expect(mail?.contentType).toContain("method=REQUEST");
      expect(mail?.ics.get("METHOD")).toEqual(["REQUEST"]);
      expect(mail?.ics.get("UID")?.[0]).toMatch(new RegExp(`^staff-meeting-${id}@`));
      expect(mail?.ics.get("SEQUENCE")).toEqual(["0"]);
      // 09:00 AEST (+10) is 23:00 UTC the day before.
      expect(mail?.ics.get("DTSTART")).toEqual(["20270614T230000Z"]);
      expect(mail?.ics.get("DTEND")).toEqual(["20270615T000000Z"]);
      expect(mail?.ics.get("ATTENDEE")?.sort()).toEqual(
        [`mailto:${a.email}`, `mailto:${b.email}`, `mailto:${org.email}`].sort(),
      );
    }
    const detail = meetingDetailSchema.parse(
      (await w.api.get(`/api/staff-meeting/${id}`, { token: a.token })).body.value,
    );
    expect(detail.attendees.map((x) => x.id).sort()).toEqual([org.id, a.id, b.id].sort());
    expect(detail).toMatchObject({
      startTime: "09:00",
      endTime: "10:00",
      date: "2027-06-15",
      mayChange: false,
    });
  });

  it("keeps UTC right across the daylight-saving start: 01:00 AEST to 04:00 AEDT is two hours", async () => {
    const [org, a] = [await w.person(), await w.person()];
    savedId(await save(org, meeting([a], { date: "2027-10-03", startTime: "01:00", endTime: "04:00" })));
    const [mail] = await w.mailsTo(a.email);
    expect(mail?.ics.get("DTSTART")).toEqual(["20271002T150000Z"]);
    expect(mail?.ics.get("DTEND")).toEqual(["20271002T170000Z"]);
    savedId(await save(org, meeting([a], { date: "2027-12-15", startTime: "09:00", endTime: "09:30" })));
    const summer = (await w.mailsTo(a.email)).at(-1);
    expect(summer?.ics.get("DTSTART")).toEqual(["20271214T220000Z"]);
  });

  it("re-sends a change with the same UID and a higher SEQUENCE, and cancels for a removed attendee", async () => {
    const [org, a, b, c] = [await w.person(), await w.person(), await w.person(), await w.person()];
    const id = savedId(await save(org, meeting([a, b], { date: "2027-06-16" })));
    const [first] = await w.mailsTo(a.email);
    savedId(
      await save(org, meeting([a, c], { id, date: "2027-06-16", startTime: "11:00", endTime: "12:00" })),
    );
    const changed = (await w.mailsTo(a.email)).at(-1);
    expect(changed?.subject).toContain("Meeting changed");
    expect(changed?.ics.get("UID")).toEqual(first?.ics.get("UID"));
    expect(changed?.ics.get("SEQUENCE")).toEqual(["1"]);
    expect(changed?.ics.get("DTSTART")).toEqual(["20270616T010000Z"]);
    const removed = (await w.mailsTo(b.email)).at(-1);
    expect(removed?.ics.get("METHOD")).toEqual(["CANCEL"]);
    expect(removed?.ics.get("ATTENDEE")).toEqual([`mailto:${b.email}`]);
    const added = await w.mailsTo(c.email);
    expect(added.map((m) => m.subject.split(":")[0])).toEqual(["Meeting invitation"]);
    expect(added[0]?.ics.get("SEQUENCE")).toEqual(["1"]);
    // Saving the same again changes nothing and sends nothing.
    const again = await save(
      org,
      meeting([a, c], { id, date: "2027-06-16", startTime: "11:00", endTime: "12:00" }),
    );
    expect((again.body.value as { sequence: number }).sequence).toBe(1);
    expect(await w.mailsTo(a.email)).toHaveLength(2);
  });

  it("cancels: the row stays with cancelledAt, every attendee gets METHOD:CANCEL, and it frees their time", async () => {
    const [org, a] = [await w.person(), await w.person()];
    const id = savedId(await save(org, meeting([a], { date: "2027-06-17" })));
    // The meeting holds the attendee's time for the roster's conflict check (busyTimes).
    const window = {
      staffUserIds: [a.id],
      start: new Date("2027-06-16T14:00:00Z"),
      end: new Date("2027-06-17T14:00:00Z"),
    };
    expect((await busyTimes(w.db, window)).map((b) => [b.kind, b.id, b.label])).toEqual([
      ["meeting", id, "Meeting: Planning"],
    ]);
    const cancelled = await w.api.postJson("/api/staff-meeting/delete", { id }, { token: org.token });
    expect(cancelled.body.value).toEqual({ cancelled: 1 });
    const mail = (await w.mailsTo(a.email)).at(-1);
    expect(mail?.subject).toContain("Meeting cancelled");
    expect(mail?.ics.get("METHOD")).toEqual(["CANCEL"]);
    expect(mail?.ics.get("STATUS")).toEqual(["CANCELLED"]);
    expect(mail?.ics.get("SEQUENCE")).toEqual(["1"]);
    const detail = meetingDetailSchema.parse(
      (await w.api.get(`/api/staff-meeting/${id}`, { token: org.token })).body.value,
    );
    expect(detail.cancelledAt).not.toBeNull();
    expect(detail.mayChange).toBe(false);
    const twice = await w.api.postJson("/api/staff-meeting/delete", { id }, { token: org.token });
    expect(twice.body.errors.join(" ")).toContain("already cancelled");
    expect(await busyTimes(w.db, window)).toEqual([]);
    // The same hour is free again for another meeting.
    savedId(await save(org, meeting([a], { date: "2027-06-17" })));
  });

  it("refuses an attendee on approved leave, recruiting a session or in another meeting, naming the clash", async () => {
    const [org, onLeave, recruiter, busy] = [
      await w.person(),
      await w.person(),
      await w.person(),
      await w.person(),
    ];
    await w.db.insert(staffLeave).values({
      staffUserId: onLeave.id,
      leaveType: "Annual",
      startsAt: new Date("2027-06-17T22:00:00Z"),
      endsAt: new Date("2027-06-18T08:00:00Z"),
      hours: 7.6,
      status: "approved",
    });
    const [job] = await w.db
      .insert(jobs)
      .values({ jobNumber: `MTG-${Date.now()}`, name: "Meeting clash job" })
      .returning();
    await w.db.insert(jobGroups).values({
      jobId: job?.id ?? 0,
      sessionNumber: 2,
      name: "Evening",
      startsAt: new Date("2027-06-17T23:30:00Z"),
      endsAt: new Date("2027-06-18T01:00:00Z"),
      recruiters: [recruiter.email],
    });
    savedId(
      await save(
        org,
        meeting([busy], { title: "Earlier one", date: "2027-06-18", startTime: "09:30", endTime: "10:30" }),
      ),
    );
    const try1 = await save(org, meeting([onLeave], { date: "2027-06-18" }));
    expect(try1.body.succeeded).toBe(false);
    expect(try1.body.errors.join(" ")).toContain("Annual leave 18/06/2027 08:00–18:00");
    const try2 = await save(org, meeting([recruiter], { date: "2027-06-18" }));
    expect(try2.body.errors.join(" ")).toMatch(/Session MTG-\d+ S2 18\/06\/2027 09:30–11:00/);
    const try3 = await save(org, meeting([busy], { date: "2027-06-18" }));
    expect(try3.body.errors.join(" ")).toContain("Meeting: Earlier one 18/06/2027 09:30–10:30");
    // Back to back is not a clash (half-open times).
    savedId(await save(org, meeting([busy], { date: "2027-06-18", startTime: "10:30", endTime: "11:00" })));
    // Nothing was queued for the refused ones.
    expect(await w.mailsTo(onLeave.email)).toHaveLength(0);
  });

  it("lets only the organiser or a ManageStaffAttendance holder change or cancel; others do not see it", async () => {
    const [org, a, stranger, manager] = [
      await w.person(),
      await w.person(),
      await w.person(),
      await w.person(["MSA"]),
    ];
    const id = savedId(await save(org, meeting([a], { date: "2027-06-21" })));
    const byAttendee = await save(a, meeting([a], { id, date: "2027-06-21", title: "Hijacked" }));
    expect(byAttendee.body.succeeded).toBe(false);
    expect(byAttendee.body.errors.join(" ")).toContain("Only the organiser");
    const cancelByAttendee = await w.api.postJson("/api/staff-meeting/delete", { id }, { token: a.token });
    expect(cancelByAttendee.body.errors.join(" ")).toContain("Only the organiser");
    expect((await w.api.get(`/api/staff-meeting/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await save(stranger, meeting([a], { id, date: "2027-06-21" }))).status).toBe(404);
    const list = meetingPageSchema.parse(
      (
        await w.api.get("/api/staff-meetings?period=upcoming&from=2027-06-21&to=2027-06-21", {
          token: stranger.token,
        })
      ).body.value,
    );
    expect(list.rows.map((r) => r.id)).not.toContain(id);
    const mine = meetingPageSchema.parse(
      (await w.api.get("/api/staff-meetings?from=2027-06-21&to=2027-06-21", { token: a.token })).body.value,
    );
    expect(mine.rows.map((r) => r.id)).toEqual([id]);
    savedId(await save(manager, meeting([a], { id, date: "2027-06-21", title: "Renamed by manager" })));
    const detail = meetingDetailSchema.parse(
      (await w.api.get(`/api/staff-meeting/${id}`, { token: org.token })).body.value,
    );
    expect(detail).toMatchObject({ title: "Renamed by manager", organiserId: org.id, sequence: 1 });
    expect((await w.api.get("/api/staff-meetings")).status).toBe(401);
  });

  it("answers 400 for bad input and refuses a meeting in the past", async () => {
    const [org, a] = [await w.person(), await w.person()];
    expectBadRequest(await save(org, meeting([a], { endTime: "08:00" })), "after the start");
    expectBadRequest(await save(org, meeting([a], { place: "", link: "" })), "place or a link");
    expectBadRequest(await save(org, meeting([a], { link: "javascript:alert(1)" })), "https://");
    expectBadRequest(await save(org, meeting([a], { startTime: "9am" })), "HH:MM");
    expectBadRequest(await save(org, meeting([], {})), "attendee");
    expectBadRequest(await save(org, meeting([a], { date: "2027-02-30" })));
    expectBadRequest(await save(org, { ...meeting([a]), attendeeIds: ["1e3"] }));
    expect((await w.api.get("/api/staff-meetings?period=soon", { token: org.token })).status).toBe(400);
    expect(
      (await w.api.postJson("/api/staff-meeting/delete", { id: "x" }, { token: org.token })).status,
    ).toBe(400);
    const past = await save(org, meeting([a], { date: "2020-01-06" }));
    expect(past.body.errors).toContain("A meeting cannot start in the past.");
    const ghost = await save(org, meeting([a], { attendeeIds: [a.id, 2_000_000_000] }));
    expect(ghost.body.errors.join(" ")).toContain("No such staff user");
  });

  it("lists the people who can be invited", async () => {
    const org = await w.person();
    const people = (await w.api.get("/api/staff-meeting/people", { token: org.token })).body.value as {
      id: number;
    }[];
    expect(people.map((p) => p.id)).toContain(org.id);
  });
});
