import type { UseCaseContext } from "../../context";
import { decryptText, encryptText } from "../link-crypto";
import { encodeSurveyLink } from "../surveys/links";

/**
 * The links a message carries (decision 166). Survey links are the survey issue's encoded links;
 * unsubscribe links the general link value the unsubscribe page sends back; confirm links name
 * one booking under their own purpose label, so no other link value opens them.
 */
const CONFIRM_LINK_PURPOSE = "confirm-attendance-v1";

const base = (ctx: Pick<UseCaseContext, "deps">) => ctx.deps.env.publicUrl.replace(/\/+$/, "");

/** /survey-landing/{encodeddata}, or "" without a job (there is no survey to open). */
export function surveyLink(
  ctx: UseCaseContext,
  input: { respondentId: number; jobId: number; sessionId: number; eventId?: number },
): string {
  if (!input.jobId) return "";
  const encoded = encodeSurveyLink(ctx.deps.env.jwtSecret, { ...input, now: ctx.deps.now() });
  return `${base(ctx)}/survey-landing/${encoded}`;
}

/**
 * /unsubscribe/{encrypt}: the page (GET) sends the value to respondent-unsubscribe; a POST to the
 * same address is the one-click unsubscribe of List-Unsubscribe-Post (RFC 8058).
 */
export const unsubscribeLink = (ctx: Pick<UseCaseContext, "deps">, respondentId: number) =>
  `${base(ctx)}/unsubscribe/${encryptText(ctx.deps.env.jwtSecret, String(respondentId))}`;

/** /confirm-attendance/{encodedData}: the booking's confirm page (decision 176), as a path. */
export const confirmPath = (ctx: UseCaseContext, booking: { eventId: number; respondentId: number }) =>
  `/confirm-attendance/${encryptText(
    ctx.deps.env.jwtSecret,
    `${booking.eventId}|${booking.respondentId}`,
    CONFIRM_LINK_PURPOSE,
  )}`;

/**
 * The confirm page's address (decision 176), which confirms only when the respondent presses its
 * button (mail scanners open links).
 */
export const confirmLink = (ctx: UseCaseContext, booking: { eventId: number; respondentId: number }) =>
  `${base(ctx)}${confirmPath(ctx, booking)}`;

/** The booking a confirm link names, or null when the value is not one of ours. */
export function decodeConfirmLink(
  ctx: UseCaseContext,
  encoded: string,
): { eventId: number; respondentId: number } | null {
  const parts = decryptText(ctx.deps.env.jwtSecret, encoded, CONFIRM_LINK_PURPOSE)?.split("|") ?? [];
  const [eventId, respondentId] = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : 0));
  return parts.length === 2 && eventId && respondentId ? { eventId, respondentId } : null;
}
