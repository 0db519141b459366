import { and, type SQL } from "drizzle-orm";
import { visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { dayStart, wallDay } from "../../contracts/agency-time";
import {
  BOOKING_STATUS,
  BOOKING_STATUSES,
  OUTCOMES,
  SESSION_POINTS,
} from "../../contracts/sessions/booking-states";
import type { Attendee, EmailDetails, HistoryRow, Option } from "../../contracts/sessions/events";
import {
  type AttendeeRow,
  attendeeFilters as af,
  historyOf,
  lockBookings,
  selectAttendees,
} from "../../db/repo/bookings";
import { listClientOptions } from "../../db/repo/clients";
import { incentivesOfJob } from "../../db/repo/jobs";
import { findRespondent } from "../../db/repo/respondents";
import { incentivesOfSession, jobsOfClient, sessionOptions, sessionsTable } from "../../db/repo/sessions";
import { notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { iso } from "../outcome";
import { accessWarning } from "./booking-create";
import { getSession, sessionHeading, visibleSession } from "./sessions";

/** Attendee lists, booking history, the event dialog's lists and the e-mail helper (decision 130). */

const S = BOOKING_STATUS;
const money = (v: string | null) => (v === null ? null : Number(v));

/** The attendee grid's shape of a booking (staff only). */
export function toAttendee(r: AttendeeRow): Attendee {
  const ev = r.event;
  return {
    eventId: ev.id,
    respondentId: ev.respondentId,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    mobile: r.mobile,
    email: r.email,
    jobId: ev.jobId,
    jobGroupId: ev.jobGroupId,
    sessionNumber: r.sessionNumber,
    timeSlotId: ev.jobGroupTimeId,
    timeSlotStartsAt: iso(r.slotStartsAt),
    timeSlotEndsAt: iso(r.slotEndsAt),
    status: ev.status,
    paymentStatus: ev.paymentStatus,
    confirmed: ev.attendanceConfirmedAt !== null,
    attendanceConfirmedAt: iso(ev.attendanceConfirmedAt),
    interviewTime: ev.interviewTime,
    incentive: money(ev.incentive),
    paid: ev.paymentStatus === "Paid",
    notes: ev.notes,
    documentComment: ev.documentComment,
    custom1: ev.custom1,
    custom2: ev.custom2,
    custom3: ev.custom3,
    custom4: ev.custom4,
    voiceCallsLeft: ev.voiceCallsLeft,
    noShowCount: r.noShowCount,
    accessWarning: accessWarning(r.accessNeeds, r.venue),
    version: ev.version,
    ...signoffOf(r),
  };
}

/** The client's sign-off of the booking (decision 212), as the attendee and the client row carry it. */
export function signoffOf(r: Pick<AttendeeRow, "signoff">) {
  return {
    clientSignoff: r.signoff?.decision ?? null,
    clientSignoffReason: r.signoff?.reason ?? null,
    clientSignoffBy: r.signoff?.byName ?? null,
    clientSignoffAt: iso(r.signoff?.at ?? null),
  };
}

const attendees = async (ctx: UseCaseContext, where: SQL | undefined) =>
  (await selectAttendees(ctx.deps.db, where)).map(toAttendee);

/** job/qual-respondents/{sessionId}: the session's attendees (everyone but standby). */
export async function sessionAttendees(ctx: UseCaseContext, jobGroupId: number) {
  await visibleSession(ctx, jobGroupId);
  return attendees(ctx, and(af.session(jobGroupId), af.notStatus([S.Standby])));
}

/** job/standby-respondents/{jobId}[?sessionId]: standby bookings of the job (or one session). */
export async function standbyAttendees(ctx: UseCaseContext, jobId: number, sessionId?: number) {
  await visibleJob(ctx, jobId);
  if (sessionId) {
    const s = await visibleSession(ctx, sessionId);
    if (s.jobId !== jobId) throw notFound("Session not found.");
  }
  return attendees(
    ctx,
    and(af.job(jobId), sessionId ? af.session(sessionId) : undefined, af.status(S.Standby)),
  );
}

/** job/all-respondents/{jobId}: every booking of the job. */
export async function jobAttendees(ctx: UseCaseContext, jobId: number) {
  await visibleJob(ctx, jobId);
  return attendees(ctx, af.job(jobId));
}

export async function bookingHistory(ctx: UseCaseContext, eventId: number): Promise<HistoryRow[]> {
  const [row] = await lockBookings(ctx.deps.db, [eventId]);
  const rows = await historyOf(ctx.deps.db, eventId);
  if (!row && rows.length === 0) throw notFound("Booking not found.");
  return rows.map((h) => ({ ...h, at: h.at.toISOString() }));
}

// ---------------------------------------------------------------- the event dialog's lists

export async function clientOptions(ctx: UseCaseContext): Promise<Option[]> {
  return (await listClientOptions(ctx.deps.db, false)).map(({ id, name }) => ({ id, name }));
}

export async function clientJobOptions(
  ctx: UseCaseContext,
  clientId: number,
  includePast: boolean,
): Promise<Option[]> {
  return (await jobsOfClient(ctx.deps.db, clientId, includePast)).map((j) => ({
    id: j.id,
    name: `${j.jobNumber} - ${j.name}`,
  }));
}

export async function sessionOptionList(
  ctx: UseCaseContext,
  jobId: number,
  includePast: boolean,
): Promise<Option[]> {
  await visibleJob(ctx, jobId);
  const zone = await agencyTimeZone(ctx);
  const from = includePast ? null : dayStart(wallDay(ctx.deps.now(), zone), zone);
  return (await sessionOptions(ctx.deps.db, jobId, from)).map((s) => ({
    id: s.id,
    name: `Session ${s.sessionNumber} - ${s.name}`,
  }));
}

export async function jobIncentiveOptions(ctx: UseCaseContext, jobId: number) {
  await visibleJob(ctx, jobId);
  return (await incentivesOfJob(ctx.deps.db, jobId)).map((i) => ({
    id: i.id,
    name: `${i.incentiveType} $${Number(i.amount).toFixed(2)}`,
    incentiveType: i.incentiveType,
    amount: Number(i.amount),
  }));
}

export async function sessionIncentiveOptions(ctx: UseCaseContext, jobGroupId: number) {
  await visibleSession(ctx, jobGroupId);
  return (await incentivesOfSession(ctx.deps.db, jobGroupId)).map((i) => ({
    id: i.id,
    name: `${i.incentiveType} $${Number(i.amount).toFixed(2)}`,
    incentiveType: i.incentiveType,
    amount: Number(i.amount),
  }));
}

const groupOf = (status: string) =>
  (OUTCOMES as string[]).includes(status)
    ? ("Outcome" as const)
    : [S.Declined, S.Cancelled].includes(status as never)
      ? ("Closed" as const)
      : [S.Invited, S.Screened, S.Terminated, S.OverQuota, S.Qualified].includes(status as never)
        ? ("Recruitment" as const)
        : ("Attendance" as const);

export const eventTypes = () => BOOKING_STATUSES.map((code) => ({ code, label: code, group: groupOf(code) }));

export const pointEventTypes = () => [
  { code: "SessionAttended", label: "Session attended", points: SESSION_POINTS },
  { code: "SurveyCompleted", label: "Survey completed", points: 20 },
  { code: "ProfileUpdated", label: "Profile updated", points: 15 },
  { code: "ReferFriend", label: "Friend referred", points: 10 },
  { code: "PaymentReversed", label: "Payment cancelled or bounced", points: -SESSION_POINTS },
  { code: "Payout", label: "Paid $50 EFT", points: -50 },
];

// ---------------------------------------------------------------- e-mail helper

async function sessionDetails(ctx: UseCaseContext, id: number) {
  const s = await getSession(ctx, id);
  return {
    id: s.id,
    ...sessionHeading(s),
    endsAt: s.endsAt,
    venueName: s.venueName,
    venueAddress: s.venueAddress,
  };
}

async function recipient(ctx: UseCaseContext, id: number) {
  const r = await findRespondent(ctx.deps.db, id);
  if (!r) throw notFound("Respondent not found.");
  return {
    id: r.id,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    firstName: r.firstName,
    email: r.email,
    mobile: r.mobile,
    optedOut: r.optedOut,
  };
}

/** GET /api/email/{entity}/{id}: what an e-mail to a respondent about a session needs. */
export async function emailDetails(
  ctx: UseCaseContext,
  entity: "respondent" | "session" | "event",
  id: number,
): Promise<EmailDetails> {
  if (entity === "respondent")
    return { entity, id, respondent: await recipient(ctx, id), session: null, booking: null };
  if (entity === "session") {
    if (!(await sessionsTable.get(ctx.deps.db, id))) throw notFound("Session not found.");
    return { entity, id, respondent: null, session: await sessionDetails(ctx, id), booking: null };
  }
  const [row] = await selectAttendees(ctx.deps.db, af.ids([id]));
  if (!row) throw notFound("Booking not found.");
  const a = toAttendee(row);
  return {
    entity,
    id,
    respondent: await recipient(ctx, a.respondentId),
    session: a.jobGroupId ? await sessionDetails(ctx, a.jobGroupId) : null,
    booking: {
      eventId: a.eventId,
      status: a.status,
      timeSlotStartsAt: a.timeSlotStartsAt,
      timeSlotEndsAt: a.timeSlotEndsAt,
      incentive: a.incentive,
    },
  };
}
