import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { AttendanceConfirmation, DeclineSurvey, SurveyClick } from "../../contracts/respondents/events";
import { BOOKING_KIND } from "../../contracts/sessions/booking-states";
import { declineCommentError } from "../../contracts/sessions/decline-rules";
import { listLookup } from "../../db/repo/reference-data";
import {
  confirmEventAttendance,
  declineInvitation,
  findEventWithSession,
  jobExists,
  markBookingConfirmed,
  recordSurveyClick,
} from "../../db/repo/respondent-events";
import { findRespondent } from "../../db/repo/respondents";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { decodeSurveyLink } from "../surveys/links";

export const ATTENDANCE_CONFIRMED = "Thank you, your attendance is confirmed.";
export const NOT_A_BOOKING = "This event is not a session booking.";
const BOOKING_CLOSED = "This booking is closed.";
export const SESSION_PAST = "This session has already taken place.";
export const SURVEY_DECLINED = "Thank you for letting us know.";
export const WRONG_LINK = "This survey link is for another invitation.";

/** Kinds of a session event that are not a booking a respondent could still confirm. */
const NOT_BOOKINGS = new Set(["Opportunity", "Survey", "SurveyClick", "Attended", "No show"]);

/**
 * RespConfirmAttendance: a signed-in respondent confirms THEIR OWN booking in a session that has
 * not started. Who and when are stamped once; confirming again answers the first stamp.
 */
export async function confirmOwnAttendance(
  ctx: UseCaseContext,
  eventId: number,
): Promise<Outcome<AttendanceConfirmation>> {
  const { deps } = ctx;
  const actor = callerOf(ctx);
  const found = await findEventWithSession(deps.db, eventId);
  if (!found) throw notFound("Session booking not found.");
  const { event, startsAt } = found;
  if (event.respondentId !== actor.id) throw forbidden("You can only confirm your own bookings.");
  if (event.jobGroupId === null || NOT_BOOKINGS.has(event.kind)) return refusal(NOT_A_BOOKING);
  if (event.closed) return refusal(BOOKING_CLOSED);
  const now = deps.now();
  if (!event.attendanceConfirmedAt && startsAt && startsAt.getTime() <= now.getTime())
    return refusal(SESSION_PAST);
  // Only a booking still waiting for its session (decision 130): not cancelled, declined or over.
  if (event.kind === BOOKING_KIND && !["Booked", "Standby", "Confirmed"].includes(event.status))
    return refusal(BOOKING_CLOSED);
  const by = `Respondent #${actor.id} ${actor.name}`.trim();
  const row = await confirmEventAttendance(deps.db, eventId, by, now);
  if (event.kind === BOOKING_KIND) await markBookingConfirmed(deps.db, event, by, now);
  return success({
    eventId: row.id,
    attendanceConfirmedAt: (row.attendanceConfirmedAt ?? now).toISOString(),
    attendanceConfirmedBy: row.attendanceConfirmedBy ?? "",
  });
}

/**
 * respid alone is never trusted (decision 093). A survey link, when sent, must decode to the same
 * respondent and job (a broken or expired link is a refusal the landing page shows); without one
 * the caller must be that respondent signed in, or staff with RespondentAdmin.
 */
async function checkInvitationCaller(ctx: UseCaseContext, input: SurveyClick): Promise<Outcome<void>> {
  const { deps } = ctx;
  if (input.encodedData !== undefined) {
    const check = decodeSurveyLink(deps.env.jwtSecret, input.encodedData, deps.now());
    if (!check.ok) return refusal(check.error);
    if (check.link.respondentId !== input.respid || check.link.jobId !== input.JobId)
      throw forbidden(WRONG_LINK);
  } else {
    const { actor } = ctx;
    if (!actor) throw unauthorized();
    if (actor.role === "Respondent" ? actor.id !== input.respid : !holds(ctx, "RES")) throw forbidden();
  }
  const respondent = await findRespondent(deps.db, input.respid);
  if (!respondent?.isActive) throw notFound("Respondent not found.");
  if (!(await jobExists(deps.db, input.JobId))) throw notFound("Job not found.");
  return success(undefined);
}

/** recordthirdpartysurveyclick: one SurveyClick event per respondent and job (later clicks reuse it). */
export async function recordThirdPartySurveyClick(ctx: UseCaseContext, input: SurveyClick) {
  const { deps } = ctx;
  const allowed = await checkInvitationCaller(ctx, input);
  if (!allowed.ok) return allowed;
  return success(
    await recordSurveyClick(deps.db, { respondentId: input.respid, jobId: input.JobId, at: deps.now() }),
  );
}

/**
 * DeclineSurvey: checks the comment against the DeclineReason list (product §5 rules) and closes
 * the respondent's open invitations to the job with status Declined and the comment.
 */
export async function declineSurvey(ctx: UseCaseContext, input: DeclineSurvey) {
  const { deps } = ctx;
  const allowed = await checkInvitationCaller(ctx, input);
  if (!allowed.ok) return allowed;
  const reasons = (await listLookup(deps.db, "DeclineReason", true)).map((r) => r.label);
  const error = declineCommentError(input.comment, reasons);
  if (error) throw badRequest(error);
  const eventIds = await declineInvitation(deps.db, {
    respondentId: input.respid,
    jobId: input.JobId,
    comment: input.comment,
    at: deps.now(),
  });
  return success({ eventIds });
}
