import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UseCaseContext } from "../../server/context";
import { CONFIRM_TEXTS, type ConfirmDetails } from "../../server/contracts/sessions/confirm-page";
import { venues } from "../../server/db/schema/client-details";
import { jobGroups } from "../../server/db/schema/jobs";
import { respondentEvents } from "../../server/db/schema/respondents";
import { confirmLink } from "../../server/services/messaging/links";
import { apiClient } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";

/** Decision 176: the confirm page's calls. Reading never changes the booking; only POSTs do. */
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let clock = new Date("2026-12-01T00:00:00.000Z");
/** 18:00 in Sydney (AEDT, UTC+11) on Thursday 10 December 2026. */
const START = new Date("2026-12-10T07:00:00.000Z");

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = apiClient(server);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
const tokenOf = (eventId: number, respondentId: number) =>
  confirmLink({ deps: server.deps } as UseCaseContext, { eventId, respondentId }).split(
    "/confirm-attendance/",
  )[1] ?? "";

let used = 0;
/** A seeded booking made Booked in a session on START at a venue with an address. */
async function booking() {
  const rows = await db()
    .select()
    .from(respondentEvents)
    .where(and(eq(respondentEvents.kind, "Session"), isNotNull(respondentEvents.jobGroupId)))
    .orderBy(respondentEvents.id)
    .offset(used++)
    .limit(1);
  const row = rows[0];
  if (!row?.jobGroupId) throw new Error("no seeded booking");
  const [venue] = await db()
    .insert(venues)
    .values({
      name: "Harbour Rooms",
      address: "10 Smith St",
      suburb: "Sydney",
      state: "NSW",
      postcode: "2000",
    })
    .returning();
  await db()
    .update(jobGroups)
    .set({ startsAt: START, endsAt: new Date(START.getTime() + 90 * 60_000), venueId: venue?.id })
    .where(eq(jobGroups.id, row.jobGroupId));
  await db()
    .update(respondentEvents)
    .set({ status: "Booked", closed: false, incentive: "120", jobGroupTimeId: null, notes: null })
    .where(eq(respondentEvents.id, row.id));
  return { id: row.id, respondentId: row.respondentId, token: tokenOf(row.id, row.respondentId) };
}
const stored = async (id: number) =>
  (await db().select().from(respondentEvents).where(eq(respondentEvents.id, id)))[0];
const details = (token: string) => api.get<ConfirmDetails>(`/api/confirm-attendance/${token}/details`);

describe("confirm page", () => {
  it("GETs change nothing: the details, the calendar file and the old one-click address", async () => {
    const b = await booking();
    const before = await stored(b.id);
    for (let i = 0; i < 2; i++) {
      const answer = await details(b.token);
      expect(answer.body.succeeded).toBe(true);
      expect(answer.body.value).toMatchObject({
        state: "pending",
        weekday: "Thursday",
        date: "10/12/2026",
        time: "18:00",
        endTime: "19:30",
        zoneName: "AEDT",
        place: "Harbour Rooms",
        address: "10 Smith St, Sydney, NSW, 2000",
        incentive: "$120.00",
      });
      expect(answer.body.value.mapUrl).toBe(
        "https://www.google.com/maps/search/?api=1&query=10%20Smith%20St%2C%20Sydney%2C%20NSW%2C%202000",
      );
    }
    const old = await fetch(`${server.url}/api/confirm-attendance/${b.token}`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(`/confirm-attendance/${b.token}`);
    const ics = await fetch(`${server.url}/api/confirm-attendance/${b.token}/calendar.ics`);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain("DTSTART:20261210T070000Z");
    expect(text).toContain("DTEND:20261210T083000Z");
    expect(text).toContain(`UID:booking-${b.id}@`);
    expect(text).toContain("LOCATION:Harbour Rooms\\, 10 Smith St\\, Sydney\\, NSW\\, 2000");
    expect(await stored(b.id)).toEqual(before);
  });

  it("a POST confirms once; a second says already confirmed", async () => {
    const b = await booking();
    const first = await api.postJson(`/api/confirm-attendance/${b.token}`, {});
    expect(first.body).toMatchObject({ succeeded: true, successMsg: CONFIRM_TEXTS.confirmed });
    const after = await stored(b.id);
    expect(after?.status).toBe("Confirmed");
    expect(after?.attendanceConfirmedBy).toContain("confirm page");
    const second = await api.postJson(`/api/confirm-attendance/${b.token}`, {});
    expect(second.body).toMatchObject({ succeeded: false, errors: [CONFIRM_TEXTS.alreadyConfirmed] });
    expect((await details(b.token)).body.value.state).toBe("confirmed");
  });

  it("'Can't make it?' needs a reason, cancels and leaves the reason for the recruiter", async () => {
    const b = await booking();
    const empty = await api.postJson(`/api/confirm-attendance/${b.token}/cancel`, { reason: "  " });
    expect(empty.status).toBe(400);
    expect((await stored(b.id))?.status).toBe("Booked");
    const cancel = await api.postJson(`/api/confirm-attendance/${b.token}/cancel`, { reason: "I'm unwell" });
    expect(cancel.body).toMatchObject({ succeeded: true, successMsg: CONFIRM_TEXTS.cancelledByYou });
    const after = await stored(b.id);
    expect(after?.status).toBe("Cancelled");
    expect(after?.notes).toContain("Cancelled by the respondent: I'm unwell");
    expect((await details(b.token)).body.value.state).toBe("cancelled");
    const confirm = await api.postJson(`/api/confirm-attendance/${b.token}`, {});
    expect(confirm.body).toMatchObject({ succeeded: false, errors: [CONFIRM_TEXTS.cancelled] });
    const again = await api.postJson(`/api/confirm-attendance/${b.token}/cancel`, { reason: "x" });
    expect(again.body).toMatchObject({ succeeded: false, errors: [CONFIRM_TEXTS.cancelled] });
  });

  it("after the session starts the link says so and changes nothing", async () => {
    const b = await booking();
    clock = new Date(START.getTime() + 60_000);
    try {
      expect((await details(b.token)).body.value.state).toBe("expired");
      const confirm = await api.postJson(`/api/confirm-attendance/${b.token}`, {});
      expect(confirm.body).toMatchObject({ succeeded: false, errors: [CONFIRM_TEXTS.expired] });
      expect((await stored(b.id))?.status).toBe("Booked");
    } finally {
      clock = new Date("2026-12-01T00:00:00.000Z");
    }
  });

  it("a bad or altered link answers a clear message, never a 500", async () => {
    const b = await booking();
    const altered = `${b.token.slice(0, -3)}abc`;
    expect((await details(altered)).body).toMatchObject({
      succeeded: false,
      errors: [CONFIRM_TEXTS.badLink],
    });
    expect((await api.postJson(`/api/confirm-attendance/${altered}`, {})).body.succeeded).toBe(false);
    expect((await details("not*a*token")).status).toBe(400);
    expect((await fetch(`${server.url}/api/confirm-attendance/${altered}/calendar.ics`)).status).toBe(400);
    // A link naming the booking with another respondent opens nothing.
    const other = tokenOf(b.id, b.respondentId + 1);
    expect((await details(other)).body).toMatchObject({ succeeded: false, errors: [CONFIRM_TEXTS.badLink] });
    expect((await stored(b.id))?.status).toBe("Booked");
  });
});
