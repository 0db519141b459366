import type { Deps } from "../../context";
import { recordProviderStatus } from "../../db/repo/messaging";
import {
  bookingOf,
  insertSmsReply,
  latestSmsTo,
  optOutRespondent,
  respondentByMobile,
  setSmsReplyAction,
} from "../../db/repo/sms-replies";
import { confirmAttendance } from "../sessions/bookings";

const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT"]);
const YES_WORDS = new Set(["YES", "Y", "CONFIRM", "CONFIRMED"]);

export interface InboundSms {
  messageSid: string;
  from: string;
  to: string;
  body: string;
}

/** What the server did with an inbound SMS. */
export type InboundResult =
  | { duplicate: true }
  | { duplicate: false; replyId: number; action: string | null };

const keyword = (body: string) =>
  body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, "");

/**
 * Stores an inbound SMS (once per MessageSid: a provider's retry changes nothing) and acts on a
 * keyword: STOP opts the respondent out; YES to a session confirmation confirms the attendee
 * through the booking model (as the respondent, so the booking history says who).
 */
export async function receiveSms(deps: Deps, sms: InboundSms): Promise<InboundResult> {
  const answered = await latestSmsTo(deps.db, sms.from);
  const respondentId =
    answered && answered.respondentId > 0
      ? answered.respondentId
      : await respondentByMobile(deps.db, sms.from);
  const sessionId = answered && answered.sessionId > 0 ? answered.sessionId : null;
  const reply = await insertSmsReply(deps.db, {
    providerMessageId: sms.messageSid,
    fromNumber: sms.from,
    toNumber: sms.to || null,
    body: sms.body,
    respondentId: respondentId ?? null,
    sessionId,
    deliveryId: answered?.deliveryId ?? null,
  });
  if (!reply) return { duplicate: true };
  const word = keyword(sms.body);
  let action: string | null = null;
  if (respondentId && STOP_WORDS.has(word)) {
    await optOutRespondent(deps.db, respondentId, deps.now());
    action = "opted-out";
  } else if (respondentId && sessionId && YES_WORDS.has(word) && answered?.kind === "confirmation") {
    action = await confirmBooking(deps, respondentId, sessionId, sms.from);
  }
  if (action) await setSmsReplyAction(deps.db, reply.id, action);
  return { duplicate: false, replyId: reply.id, action };
}

async function confirmBooking(deps: Deps, respondentId: number, sessionId: number, from: string) {
  const bookingId = await bookingOf(deps.db, respondentId, sessionId);
  if (!bookingId) return null;
  const ctx = {
    deps,
    actor: {
      role: "Respondent" as const,
      id: respondentId,
      name: `SMS reply (${from})`,
      jti: "sms",
      exp: 0,
      accountId: 0,
    },
    rights: new Set<string>(),
  };
  const outcome = await confirmAttendance(ctx, { ids: [bookingId], reason: "Replied YES by SMS" });
  return outcome.ok ? "confirmed" : null;
}

/** A provider's delivery report: the delivery's provider status (idempotent by MessageSid). */
export async function receiveDeliveryReport(deps: Pick<Deps, "db">, messageSid: string, status: string) {
  return recordProviderStatus(deps.db, messageSid, status.slice(0, 40));
}
