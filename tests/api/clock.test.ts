import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TIME_ZONE_MESSAGE } from "../../server/contracts/config";
import { eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { calendarSchema, sessionPageSchema } from "../../server/contracts/sessions/sessions";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { respondents } from "../../server/db/schema/respondents";
import { runReminders } from "../../server/services/messaging/reminders";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";
import { expectRefusal, makeSession, sessionsWorld, value } from "./sessions-helpers";

/**
 * One clock on the server (decisions 170, 173). The api project runs with TZ=UTC
 * (vitest.config.ts); the agency is the seeded Australia/Sydney, whose daylight saving starts on
 * Sunday 03/10/2027 at 02:00 (AEST +10 → AEDT +11).
 */
const BEFORE = "2027-10-02T08:00:00.000Z"; // Saturday 18:00 AEST
const AFTER = "2027-10-03T07:00:00.000Z"; // Sunday 18:00 AEDT
const HOUR = 3_600_000;

const w = suite(sessionsWorld);

const job = () => w.jobRows[0]?.id ?? 0;
const session = (startsAt: string, extra: Record<string, unknown> = {}) =>
  makeSession(w.api, w.recruiter, job(), {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 2 * HOUR).toISOString(),
    requiredPlaces: 10,
    status: "Confirmed",
    ...extra,
  });
const book = (sessionId: number, respondentId: number) =>
  w.api.postJson(
    "/api/event/create",
    { jobId: job(), jobGroupId: sessionId, respondentIds: [respondentId] },
    { token: w.recruiter },
  );

describe("the agency's clock on a UTC server", () => {
  it("runs in a process whose own zone is not the agency's", () => {
    expect(new Date("2027-10-02T08:00:00Z").getHours()).toBe(8);
  });

  it("reminds at 18:00 AEST and 18:00 AEDT either side of the daylight-saving start", async () => {
    const a = await session(BEFORE);
    const b = await session(AFTER);
    const [p, q] = w.people.slice(20, 22) as [number, number];
    await w.server.deps.db
      .update(respondents)
      .set({ email: "clock@x.test", mobile: "0412345678" })
      .where(inArray(respondents.id, [p, q]));
    value(await book(a.id, p), eventCreateAnswerSchema);
    value(await book(b.id, q), eventCreateAnswerSchema);

    const at = (iso: string) => ({ ...w.server.deps, now: () => new Date(Date.parse(iso) - 3 * HOUR) });
    expect(await runReminders(at(BEFORE))).toBeGreaterThanOrEqual(2);
    expect(await runReminders(at(AFTER))).toBeGreaterThanOrEqual(2);
    const texts = async (id: number) =>
      (
        await w.server.deps.db
          .select({ channel: messageDeliveries.channel, text: messageDeliveries.textBody })
          .from(messageDeliveries)
          .where(eq(messageDeliveries.respondentId, id))
      ).filter((m) => m.text?.includes("reminder of your session"));
    for (const m of await texts(p)) expect(m.text).toContain("on 02/10/2027 at 18:00 AEST");
    for (const m of await texts(q)) expect(m.text).toContain("on 03/10/2027 at 18:00 AEDT");
    expect((await texts(p)).length + (await texts(q)).length).toBeGreaterThanOrEqual(4);
  });

  it("reads a day in a filter as the agency's day, from its 00:00 to the next", async () => {
    // 00:30 on Sunday in Sydney is still Saturday in UTC.
    const early = await session("2027-10-02T14:30:00.000Z", { name: "Just after midnight" });
    const calendar = async (from: string, to: string) =>
      value(
        await w.api.get(`/api/session-calendar?from=${from}&to=${to}`, { token: w.recruiter }),
        calendarSchema,
      ).map((e) => e.id);
    expect(await calendar("2027-10-03", "2027-10-03")).toContain(early.id);
    expect(await calendar("2027-10-02", "2027-10-02")).not.toContain(early.id);
    const listed = value(
      await w.api.get("/api/job/sessions?from=2027-10-03&to=2027-10-03&pageSize=100", { token: w.recruiter }),
      sessionPageSchema,
    );
    expect(listed.items.map((s) => s.id)).toContain(early.id);
  });

  it("names a clash at the agency's time, not UTC", async () => {
    const s1 = await session("2027-11-20T07:00:00.000Z");
    const s2 = await session("2027-11-20T07:00:00.000Z");
    const p = w.people[25] ?? 0;
    value(await book(s1.id, p), eventCreateAnswerSchema);
    expectRefusal(await book(s2.id, p), "is already booked at 18:00 on 20/11/2027");
  });

  it("lets an admin change the agency's zone to an IANA name, and refuses anything else", async () => {
    const save = (token: string, timeZone: unknown) =>
      w.api.postJson("/api/config/timeZone", { timeZone }, { token });
    expectBadRequest(await save(w.admin, "Mars/Olympus_Mons"), TIME_ZONE_MESSAGE);
    expectBadRequest(await save(w.admin, ""), TIME_ZONE_MESSAGE);
    expectBadRequest(await save(w.admin, 42), TIME_ZONE_MESSAGE);
    expect((await save(w.recruiter, "Pacific/Auckland")).status).toBe(403);

    const saved = await save(w.admin, "pacific/auckland");
    expect(saved.body.succeeded).toBe(true);
    expect(saved.body.value).toEqual({ timeZone: "Pacific/Auckland" });
    const refs = await w.api.get<Record<string, string>>("/api/GetSystemReferences");
    expect(refs.body.value?.timeZone).toBe("Pacific/Auckland");
    // The server now reads times on it: 07:00Z on 21/11/2027 is 20:00 NZDT.
    const s3 = await session("2027-11-21T07:00:00.000Z");
    const p = w.people[26] ?? 0;
    value(await book(s3.id, p), eventCreateAnswerSchema);
    const s4 = await session("2027-11-21T07:00:00.000Z");
    expectRefusal(await book(s4.id, p), "is already booked at 20:00 on 21/11/2027");
    expect((await save(w.admin, "Australia/Sydney")).body.succeeded).toBe(true);
  });
});
