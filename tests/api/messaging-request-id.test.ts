import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendAnswerSchema } from "../../server/contracts/messaging/send";
import { respondents } from "../../server/db/schema/respondents";
import type { Level, Logger } from "../../server/logger";
import { suite } from "../helpers/suite";
import { campaignSent, messagingWorld } from "./messaging-helpers";

/** The worker's log lines, kept in memory. */
const lines: { level: Level; msg: string; fields: Record<string, unknown> }[] = [];
const keep =
  (level: Level) =>
  (msg: string, fields: Record<string, unknown> = {}) => {
    lines.push({ level, msg, fields });
  };
const sink: Logger = { debug: keep("debug"), info: keep("info"), warn: keep("warn"), error: keep("error") };

const w = suite(() => messagingWorld({ sms: false, workerLog: sink }));

async function twoRecipients() {
  const rows = await w.server.deps.db
    .select({ id: respondents.id })
    .from(respondents)
    .where(and(isNotNull(respondents.email), eq(respondents.optedOut, false)))
    .orderBy(respondents.id)
    .limit(2);
  for (const r of rows)
    await w.server.deps.db
      .update(respondents)
      .set({ email: `rid${r.id}@sink.test` })
      .where(eq(respondents.id, r.id));
  return rows.map((r) => r.id);
}

/** Decision 288: the request id crosses the queue into the delivery worker's log lines. */
describe("request id across the queue", () => {
  it("every log line of a campaign's deliveries carries the X-Request-Id of the request that started it", async () => {
    const ids = await twoRecipients();
    const requestId = "req-288-campaign-start";
    const answer = await w.api.postJson(
      "/api/send-email",
      { ids },
      { token: w.admin, answer: sendAnswerSchema, headers: { "x-request-id": requestId } },
    );
    expect(answer.headers.get("x-request-id")).toBe(requestId);
    const campaignId = answer.body.value?.campaignId ?? 0;
    expect(campaignId).toBeGreaterThan(0);
    await campaignSent(w, campaignId);
    // The job's summary line may follow the campaign's "sent" status by a moment.
    await expect
      .poll(() => lines.some((l) => l.msg === "delivery job done" && l.fields.campaignId === campaignId))
      .toBe(true);

    const ofCampaign = lines.filter((l) => l.fields.campaignId === campaignId);
    const sent = ofCampaign.filter((l) => l.msg === "message sent");
    expect(sent).toHaveLength(2);
    for (const l of ofCampaign) {
      expect(l.fields.requestId).toBe(requestId);
      expect(l.fields.jobId).toEqual(expect.any(String));
    }
  });

  it("a second request's campaign carries its own (assigned) id, not the first one's", async () => {
    const ids = await twoRecipients();
    const answer = await w.api.postJson(
      "/api/send-email",
      { ids },
      { token: w.admin, answer: sendAnswerSchema },
    );
    const assigned = answer.headers.get("x-request-id");
    expect(assigned).toMatch(/^[0-9a-f-]{36}$/);
    const campaignId = answer.body.value?.campaignId ?? 0;
    await campaignSent(w, campaignId);
    await expect
      .poll(() => lines.some((l) => l.msg === "delivery job done" && l.fields.campaignId === campaignId))
      .toBe(true);
    const ofCampaign = lines.filter((l) => l.fields.campaignId === campaignId);
    expect(ofCampaign.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ofCampaign.map((l) => l.fields.requestId))).toEqual(new Set([assigned]));
  });
});
