/**
 * The client's sign-off of a booked respondent (decision 212), zod-free so the attendee grid's
 * label and filter and the client portal read the same words.
 */
export const SIGNOFF = {
  Approved: "Approved",
  ReplaceRequested: "Replace requested",
} as const;
export type Signoff = (typeof SIGNOFF)[keyof typeof SIGNOFF];

/** The longest reason a client may give for a replacement. */
export const SIGNOFF_REASON_MAX = 500;

/** The chip the recruiter reads: "Client approved", "Replace requested: too young", or "". */
export function signoffLabel(decision: string | null, reason: string | null): string {
  if (decision === SIGNOFF.Approved) return "Client approved";
  if (decision === SIGNOFF.ReplaceRequested)
    return reason ? `Replace requested: ${reason}` : "Replace requested";
  return "";
}

/**
 * Recruitment stages before a booking: a client's schedule leaves these people out (they are
 * candidates, not the job's recruits; decision 212). Staff see every status.
 */
export const BEFORE_BOOKING: readonly string[] = [
  "Invited",
  "Screened",
  "Terminated",
  "Over quota",
  "Qualified",
];
