import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DECLINE_MESSAGES,
  declineComment,
  declineCommentError,
} from "../../contracts/sessions/decline-rules";
import { decryptText, encryptText } from "../link-crypto";
import {
  decodeRevertLink,
  decodeSurveyLink,
  encodeRevertLink,
  encodeSurveyLink,
  LINK_MESSAGES,
  SURVEY_LINK_DAYS,
  SURVEY_LINK_PURPOSE,
  surveyLinkValue,
} from "./links";

const secret = new TextEncoder().encode("unit-test-secret-unit-test-secret-123456");
const now = new Date("2026-11-22T00:00:00Z");
const DAY = 86_400_000;

describe("survey links", () => {
  it("round-trip any ids and expire after the default validity", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (respondentId, jobId, surveyId) => {
          const value = encodeSurveyLink(secret, { respondentId, jobId, surveyId, now });
          expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
          const check = decodeSurveyLink(secret, value, now);
          expect(check.ok && surveyLinkValue(check.link)).toBe(`${respondentId}|${jobId}|${surveyId}`);
          const later = new Date(now.getTime() + SURVEY_LINK_DAYS * DAY);
          expect(decodeSurveyLink(secret, value, later)).toEqual({ ok: false, error: LINK_MESSAGES.expired });
        },
      ),
      { numRuns: 50 },
    );
  });

  it("carry event and session ids and an explicit expiry", () => {
    const expiresAt = new Date(now.getTime() + DAY);
    const value = encodeSurveyLink(secret, {
      respondentId: 7,
      jobId: 9,
      eventId: 11,
      sessionId: 13,
      expiresAt,
      now,
    });
    expect(decodeSurveyLink(secret, value, now)).toEqual({
      ok: true,
      link: { respondentId: 7, jobId: 9, surveyId: 0, eventId: 11, sessionId: 13, expiresAt },
    });
  });

  it("refuse tampered values, general-purpose encryptions and other shapes", () => {
    const value = encodeSurveyLink(secret, { respondentId: 7, jobId: 9, now });
    const flipped = Buffer.from(value, "base64url");
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    const invalid = { ok: false, error: LINK_MESSAGES.invalid };
    expect(decodeSurveyLink(secret, flipped.toString("base64url"), now)).toEqual(invalid);
    // What the staff encrypt tool makes (general key) never opens a survey link.
    const exp = Math.floor(now.getTime() / 1000) + 3600;
    expect(decodeSurveyLink(secret, encryptText(secret, `7|9|0|0|0|${exp}`), now)).toEqual(invalid);
    expect(decryptText(secret, value)).toBeNull();
    for (const text of ["7|9|0", `0|9|0|0|0|${exp}`, `7|x|0|0|0|${exp}`, `7|9|0|0|0|${exp}|1`])
      expect(decodeSurveyLink(secret, encryptText(secret, text, SURVEY_LINK_PURPOSE), now)).toEqual(invalid);
  });

  it("revert links name one change and are not survey links", () => {
    const value = encodeRevertLink(secret, { id: 5, respondentId: 7 });
    expect(decodeRevertLink(secret, value)).toEqual({ ok: true, link: { changeId: 5, respondentId: 7 } });
    expect(decodeSurveyLink(secret, value, now).ok).toBe(false);
    const survey = encodeSurveyLink(secret, { respondentId: 7, jobId: 9, now });
    expect(decodeRevertLink(secret, survey)).toEqual({ ok: false, error: LINK_MESSAGES.revertInvalid });
  });
});

describe("decline comment (product §5)", () => {
  const reasons = ["Not available at that time", "Other"];

  it("accepts a listed reason, or Other with up to 50 characters of text", () => {
    expect(declineCommentError("Not available at that time", reasons)).toBeNull();
    expect(declineCommentError(declineComment("Other", "x".repeat(50)), reasons)).toBeNull();
    expect(declineComment("Other", " busy ")).toBe("Other - busy");
    expect(declineComment("Not available at that time")).toBe("Not available at that time");
  });

  it("answers the landing page's messages", () => {
    expect(declineCommentError("", reasons)).toBe(DECLINE_MESSAGES.reason);
    expect(declineCommentError("Made up reason", reasons)).toBe(DECLINE_MESSAGES.reason);
    expect(declineCommentError("Not available at that time - and more", reasons)).toBe(
      DECLINE_MESSAGES.reason,
    );
    expect(declineCommentError("Other", reasons)).toBe(DECLINE_MESSAGES.other);
    expect(declineCommentError("Other -  ", reasons)).toBe(DECLINE_MESSAGES.other);
    expect(declineCommentError(declineComment("Other", "x".repeat(51)), reasons)).toBe(DECLINE_MESSAGES.max);
  });
});
