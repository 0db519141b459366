import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { messageCampaigns, messageDeliveries, smsReplies } from "../schema/messaging";
import { respondentEvents, respondents } from "../schema/respondents";

/** Stores an inbound SMS once per provider message id; undefined when it was already stored. */
export async function insertSmsReply(db: Db, reply: typeof smsReplies.$inferInsert) {
  const rows = await db.insert(smsReplies).values(reply).onConflictDoNothing().returning();
  return rows[0];
}

export async function setSmsReplyAction(db: Db, id: number, action: string | null) {
  await db.update(smsReplies).set({ action }).where(eq(smsReplies.id, id));
}

/** The latest SMS we sent to this number, with its campaign's kind and session. */
/**
 * The ways one AU/NZ mobile is written: SMS go out in E.164 (+61412…), a reply may come back in
 * either form, and messages sent before E.164 were stored in the local form (04…).
 */
function numberForms(number: string): string[] {
  const n = number.replace(/[\s().-]/g, "");
  const forms = new Set([number, n]);
  const intl = /^\+(61|64)(\d{8,10})$/.exec(n);
  if (intl) forms.add(`0${intl[2]}`);
  if (/^0\d{8,10}$/.test(n)) {
    forms.add(`+61${n.slice(1)}`);
    forms.add(`+64${n.slice(1)}`);
  }
  return [...forms];
}

export async function latestSmsTo(db: Db, number: string) {
  const rows = await db
    .select({
      deliveryId: messageDeliveries.id,
      respondentId: messageDeliveries.respondentId,
      kind: messageCampaigns.kind,
      sessionId: messageCampaigns.sessionId,
    })
    .from(messageDeliveries)
    .innerJoin(messageCampaigns, eq(messageCampaigns.id, messageDeliveries.campaignId))
    .where(
      and(inArray(messageDeliveries.toAddress, numberForms(number)), eq(messageDeliveries.channel, "sms")),
    )
    .orderBy(desc(messageDeliveries.id))
    .limit(1);
  return rows[0];
}

/** A respondent whose mobile ends with the same 9 digits (local and international forms alike). */
export async function respondentByMobile(db: Db, number: string): Promise<number | undefined> {
  const digits = number.replace(/\D/g, "").slice(-9);
  if (digits.length < 8) return undefined;
  const rows = await db
    .select({ id: respondents.id })
    .from(respondents)
    .where(sql`right(regexp_replace(${respondents.mobile}, '[^0-9]', '', 'g'), 9) = ${digits}`)
    .orderBy(respondents.id)
    .limit(1);
  return rows[0]?.id;
}

export async function optOutRespondent(db: Db, respondentId: number, now: Date) {
  await db
    .update(respondents)
    .set({ optedOut: true, optedOutAt: now })
    .where(eq(respondents.id, respondentId));
}

/** The respondent's booking in the session (kind Session), newest first. */
export async function bookingOf(
  db: Db,
  respondentId: number,
  sessionId: number,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: respondentEvents.id })
    .from(respondentEvents)
    .where(
      and(
        eq(respondentEvents.respondentId, respondentId),
        eq(respondentEvents.jobGroupId, sessionId),
        eq(respondentEvents.kind, "Session"),
      ),
    )
    .orderBy(desc(respondentEvents.id))
    .limit(1);
  return rows[0]?.id;
}
