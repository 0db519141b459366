import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobGroups } from "../../server/db/schema/jobs";
import { messageCampaigns, messageDeliveries, reminderLog } from "../../server/db/schema/messaging";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import { runReminders, startReminders } from "../../server/services/messaging/reminders";
import { smsAutomationWorking } from "../../server/services/sms-automation";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("session reminders", () => {
  it("queue one e-mail and one SMS per attendee within the nearest offset, once", async () => {
    const db = server.deps.db;
    const [booking] = await db
      .select()
      .from(respondentEvents)
      .where(
        and(eq(respondentEvents.kind, "Session"), inArray(respondentEvents.status, ["Booked", "Confirmed"])),
      )
      .limit(1);
    const sessionId = booking!.jobGroupId!;
    // Only this session is near: every other one moves far away.
    await db.update(jobGroups).set({ startsAt: new Date(Date.now() + 30 * 86_400_000) });
    await db
      .update(jobGroups)
      .set({ startsAt: new Date(Date.now() + 3 * 3_600_000), status: "Confirmed" })
      .where(eq(jobGroups.id, sessionId));
    await db
      .update(respondents)
      .set({ email: "remind@x.test", mobile: "0412345678" })
      .where(eq(respondents.id, booking!.respondentId));
    const attendees = await db
      .select({ id: respondentEvents.respondentId })
      .from(respondentEvents)
      .where(
        and(
          eq(respondentEvents.jobGroupId, sessionId),
          inArray(respondentEvents.status, ["Booked", "Confirmed"]),
        ),
      );
    const first = await runReminders(server.deps);
    expect(first).toBeGreaterThanOrEqual(2);
    const logs = await db.select().from(reminderLog).where(eq(reminderLog.sessionId, sessionId));
    // 3 h ahead: the 4 h reminder, not the 24 h one.
    expect(new Set(logs.map((l) => l.offsetHours))).toEqual(new Set([4]));
    expect(logs.length).toBeLessThanOrEqual(attendees.length * 2);
    const mine = await db
      .select({
        channel: messageDeliveries.channel,
        to: messageDeliveries.toAddress,
        text: messageDeliveries.textBody,
        kind: messageCampaigns.kind,
      })
      .from(messageDeliveries)
      .innerJoin(messageCampaigns, eq(messageCampaigns.id, messageDeliveries.campaignId))
      .where(eq(messageDeliveries.respondentId, booking!.respondentId));
    expect(
      mine
        .filter((m) => m.kind === "reminder")
        .map((m) => [m.channel, m.to])
        .sort(),
    ).toEqual([
      ["email", "remind@x.test"],
      ["sms", "+61412345678"],
    ]);
    expect(mine.find((m) => m.channel === "sms")?.text).toMatch(
      /reminder of your session .* on \d\d\/\d\d\/\d{4} at \d\d:\d\d/,
    );
    expect(await runReminders(server.deps)).toBe(0);
  });

  it("report SMS automation as working only while the reminder worker runs", async () => {
    expect(smsAutomationWorking(true)).toBe(false);
    const stop = startReminders(server.deps);
    expect(smsAutomationWorking(true)).toBe(true);
    expect(smsAutomationWorking(false)).toBe(false);
    stop();
    expect(smsAutomationWorking(true)).toBe(false);
  });
});
