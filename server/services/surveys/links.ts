import { decryptText, encryptText } from "../link-crypto";

/**
 * Encoded survey links (decision 091): the {encodeddata} of survey-landing, survey-welcome and
 * survey/{action}. The payload is encrypted (AES-256-GCM, its own key) so nobody can edit the
 * respondent or job in it; it expires. The first three parts are the "decoded survey link value"
 * of product §3 (respondent id | job id | survey id); the later survey pages extend this file.
 */
export const SURVEY_LINK_PURPOSE = "survey-link-v1";
/** Revert links name one stored profile change (decision 092). */
const REVERT_LINK_PURPOSE = "profile-revert-v1";

export const SURVEY_LINK_DAYS = 60;

export const LINK_MESSAGES = {
  invalid: "This survey link is not valid.",
  expired: "This survey link has expired.",
  revertInvalid: "This link is not valid.",
  revertExpired: "This link has expired.",
  revertUsed: "This link has already been used.",
} as const;

export interface SurveyLink {
  respondentId: number;
  jobId: number;
  /** 0 when the link is not for one survey (e.g. a third-party survey invitation). */
  surveyId: number;
  /** The respondent event (invitation) the link was sent for, 0 when unknown. */
  eventId: number;
  /** The session (job group), 0 when unknown. */
  sessionId: number;
  expiresAt: Date;
}

export type LinkCheck<T> = { ok: true; link: T } | { ok: false; error: string };

type Secret = Uint8Array;

/** Makes the encodedData of a survey link; it expires after SURVEY_LINK_DAYS unless told otherwise. */
export function encodeSurveyLink(
  secret: Secret,
  input: Omit<SurveyLink, "expiresAt" | "surveyId" | "eventId" | "sessionId"> &
    Partial<Pick<SurveyLink, "surveyId" | "eventId" | "sessionId">> & { expiresAt?: Date; now: Date },
): string {
  const expiresAt = input.expiresAt ?? new Date(input.now.getTime() + SURVEY_LINK_DAYS * 86_400_000);
  const parts = [
    input.respondentId,
    input.jobId,
    input.surveyId ?? 0,
    input.eventId ?? 0,
    input.sessionId ?? 0,
    Math.floor(expiresAt.getTime() / 1000),
  ];
  return encryptText(secret, parts.join("|"), SURVEY_LINK_PURPOSE);
}

const whole = (part: string | undefined) =>
  part !== undefined && /^\d{1,12}$/.test(part) ? Number(part) : null;

/** Decodes a survey link: the link, or the message the survey pages show. */
export function decodeSurveyLink(secret: Secret, encodedData: string, now: Date): LinkCheck<SurveyLink> {
  const text = decryptText(secret, encodedData, SURVEY_LINK_PURPOSE);
  const parts = text?.split("|") ?? [];
  const [respondentId, jobId, surveyId, eventId, sessionId, expires] = parts.map(whole);
  if (
    parts.length !== 6 ||
    !respondentId ||
    !jobId ||
    surveyId == null ||
    eventId == null ||
    sessionId == null ||
    expires == null
  )
    return { ok: false, error: LINK_MESSAGES.invalid };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, error: LINK_MESSAGES.expired };
  return { ok: true, link: { respondentId, jobId, surveyId, eventId, sessionId, expiresAt } };
}

/** The "decoded survey link value" of product §3: respondent id | job id | survey id. */
export const surveyLinkValue = (link: SurveyLink) => `${link.respondentId}|${link.jobId}|${link.surveyId}`;

/** encodedData of a revert link for one stored profile change of one respondent. */
export function encodeRevertLink(secret: Secret, change: { id: number; respondentId: number }): string {
  return encryptText(secret, `${change.id}|${change.respondentId}`, REVERT_LINK_PURPOSE);
}

/** The change named by a revert link; expiry and single use are the stored change's business. */
export function decodeRevertLink(
  secret: Secret,
  encodedData: string,
): LinkCheck<{ changeId: number; respondentId: number }> {
  const parts = decryptText(secret, encodedData, REVERT_LINK_PURPOSE)?.split("|") ?? [];
  const [changeId, respondentId] = parts.map(whole);
  if (parts.length !== 2 || !changeId || !respondentId)
    return { ok: false, error: LINK_MESSAGES.revertInvalid };
  return { ok: true, link: { changeId, respondentId } };
}
