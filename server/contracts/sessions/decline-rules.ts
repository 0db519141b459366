/**
 * The decline rules of product §5, zod-free: the public landing page (whose first download carries
 * no zod, decision 023) and the DeclineSurvey service check a comment with the same function.
 */

export const DECLINE_MESSAGES = {
  reason: "Select a valid reason",
  other: "Please specify other reason for decline",
  max: "Decline reason max character 50",
} as const;
export const DECLINE_MAX = 50;

/** The reason that needs free text (product §5). */
export const OTHER_REASON = "Other";

/**
 * Checks a decline comment (product §5) against the offered reasons: a listed reason as is, or
 * 'Other' joined with ' - ' and at most 50 characters of free text. Answers the first message
 * the landing page would show, or null when the comment is acceptable.
 */
export function declineCommentError(comment: string, reasons: readonly string[]): string | null {
  const text = comment.trim();
  if (text === "") return DECLINE_MESSAGES.reason;
  // "Other" alone, or "Other - " followed by the free text.
  const other = /^Other(?:\s+-(?:\s|$)|$)/i;
  if (other.test(text)) {
    const free = text.replace(other, "").trim();
    if (free === "") return DECLINE_MESSAGES.other;
    return free.length > DECLINE_MAX ? DECLINE_MESSAGES.max : null;
  }
  return reasons.some((r) => r !== OTHER_REASON && r === text) ? null : DECLINE_MESSAGES.reason;
}

/** Builds the submitted comment as the landing page does (product §5). */
export const declineComment = (reason: string, otherText = "") =>
  otherText.trim() ? `${reason} - ${otherText.trim()}` : reason;
