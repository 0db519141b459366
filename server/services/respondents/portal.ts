import { assertOwnRespondent, callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { ChildUpdate, ContactUs, RespondentSummary } from "../../contracts/respondents/portal";
import { BOOKING_KIND } from "../../contracts/sessions/booking-states";
import { configValue } from "../../db/repo/config";
import {
  deleteChildren,
  findChildren,
  insertChild,
  insertContactRequest,
  insertPaymentAndForgetBank,
  listChildren,
  listEvents,
  listPayments,
  nextSessionsOfJobs,
  recordCounts,
  updateChild,
} from "../../db/repo/respondent-records";
import { findRespondent } from "../../db/repo/respondents";
import { forbidden, notFound } from "../../http/errors";
import { queueMail } from "../../mail/outbox";
import { confirmPath } from "../messaging/links";
import { pointsOf } from "./respondents";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function existing(ctx: UseCaseContext, id: number) {
  assertOwnRespondent(ctx, id);
  const row = await findRespondent(ctx.deps.db, id);
  if (!row) throw notFound("Respondent not found.");
  return row;
}

export async function respondentSummary(ctx: UseCaseContext, id: number): Promise<RespondentSummary> {
  const row = await existing(ctx, id);
  const counts = await recordCounts(ctx.deps.db, id);
  return {
    id,
    fullName: `${row.firstName} ${row.lastName}`,
    businessRego: row.businessRego,
    disabilityRego: row.disabilityRego,
    optedOut: row.optedOut,
    isActive: row.isActive,
    memberSince: row.createdAt.toISOString(),
    events: counts.events,
    lastEventAt: iso(counts.lastEventAt),
    payments: counts.payments,
    totalPaid: Number(counts.totalPaid ?? 0).toFixed(2),
    children: counts.children,
    hasBankDetails: counts.hasBankDetails,
    ...(await pointsOf(ctx, id)),
  };
}

export async function respondentEvents(ctx: UseCaseContext, { id, kind }: { id: number; kind?: string }) {
  await existing(ctx, id);
  const rows = await listEvents(ctx.deps.db, id, kind);
  return rows.map(
    ({ event, jobNumber, jobName, sessionName, startsAt, endsAt, venueName, venueAddress }) => ({
      id: event.id,
      kind: event.kind,
      status: event.status,
      description: event.description,
      jobId: event.jobId,
      jobNumber,
      jobName,
      jobGroupId: event.jobGroupId,
      incentive: event.incentive,
      closed: event.closed,
      at: event.at.toISOString(),
      comment: event.comment,
      attendanceConfirmedAt: iso(event.attendanceConfirmedAt),
      sessionStartsAt: iso(startsAt),
      sessionEndsAt: iso(endsAt),
      venueName,
      venueAddress,
      paymentStatus: event.paymentStatus,
      sessionName,
      bookingPage:
        event.kind === BOOKING_KIND && event.jobGroupId !== null
          ? confirmPath(ctx, { eventId: event.id, respondentId: event.respondentId })
          : null,
    }),
  );
}

/** Open invitations of kind "Opportunity" that have not expired (My Opportunities). */
export async function respondentOpportunities(ctx: UseCaseContext, id: number) {
  await existing(ctx, id);
  const now = ctx.deps.now();
  const rows = (await listEvents(ctx.deps.db, id, "Opportunity")).filter(
    ({ event }) => !event.closed && event.jobId !== null && (!event.expiresAt || event.expiresAt > now),
  );
  // Where and when: the invitation's own session, else the job's next session.
  const next = await nextSessionsOfJobs(
    ctx.deps.db,
    rows.flatMap(({ event }) => (event.jobGroupId === null && event.jobId !== null ? [event.jobId] : [])),
    now,
  );
  return rows.map(({ event, jobNumber, jobName, jobType, startsAt, venueName }) => {
    const fallback = event.jobGroupId === null && event.jobId !== null ? next.get(event.jobId) : undefined;
    return {
      clientJob: {
        jobNumber: jobNumber ?? "",
        jobNumberAndName: `${jobNumber ?? ""} - ${jobName ?? ""}`,
        inviteLocation: venueName ?? fallback?.venueName ?? null,
        inviteTime: iso(startsAt ?? fallback?.startsAt),
        inviteJobType: jobType,
      },
      clientJobId: event.jobId ?? 0,
      description: event.description,
      expiryDate: iso(event.expiresAt),
      closed: event.closed,
      resSurveyURL: event.surveyUrl,
    };
  });
}

export async function respondentPayments(ctx: UseCaseContext, id: number) {
  await existing(ctx, id);
  const rows = await listPayments(ctx.deps.db, id);
  return rows.map(({ payment, jobNumber, jobName }) => ({
    id: payment.id,
    eventId: payment.eventId,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    status: payment.status,
    paidAt: payment.paidAt.toISOString(),
    jobNumber,
    jobName,
  }));
}

/**
 * The hook for the payments area (decision 062): records an incentive payment and deletes the
 * respondent's bank details in the same transaction.
 */
export async function recordRespondentPayment(
  ctx: UseCaseContext,
  input: { respondentId: number; amount: string; eventId?: number; method?: string; reference?: string },
) {
  return insertPaymentAndForgetBank(ctx.deps.db, {
    respondentId: input.respondentId,
    amount: input.amount,
    eventId: input.eventId ?? null,
    method: input.method ?? "EFT",
    reference: input.reference ?? null,
  });
}

// ---------------------------------------------------------------- children

const childView = (c: Awaited<ReturnType<typeof listChildren>>[number]) => ({
  id: c.id,
  respondentId: c.respondentId,
  firstName: c.firstName,
  gender: c.gender,
  yearOfBirth: c.yearOfBirth,
  monthOfBirth: c.monthOfBirth,
});

export async function childrenOf(ctx: UseCaseContext, id: number) {
  await existing(ctx, id);
  return (await listChildren(ctx.deps.db, id)).map(childView);
}

export async function saveChild(ctx: UseCaseContext, input: ChildUpdate) {
  await existing(ctx, input.respondentId);
  const values = {
    firstName: input.firstName,
    gender: input.gender,
    yearOfBirth: input.yearOfBirth,
    monthOfBirth: input.monthOfBirth,
  };
  if (input.id === 0)
    return childView(await insertChild(ctx.deps.db, { respondentId: input.respondentId, ...values }));
  const [child] = await findChildren(ctx.deps.db, [input.id]);
  if (!child) throw notFound("Child not found.");
  // The child must belong to the record named, which the caller was allowed to change.
  if (child.respondentId !== input.respondentId) throw forbidden();
  const saved = await updateChild(ctx.deps.db, input.id, values);
  if (!saved) throw notFound("Child not found.");
  return childView(saved);
}

export async function removeChildren(ctx: UseCaseContext, ids: number[]) {
  const rows = await findChildren(ctx.deps.db, ids);
  if (rows.length !== new Set(ids).size) throw notFound("Child not found.");
  for (const row of rows) assertOwnRespondent(ctx, row.respondentId);
  return deleteChildren(ctx.deps.db, ids);
}

// ---------------------------------------------------------------- contact us

/**
 * Contact Us (respondents and client contacts): stored, and mailed to the agency's support
 * address (system reference supportEmail). The sender is always the signed-in user.
 */
export async function contactUs(ctx: UseCaseContext, input: ContactUs) {
  const sender = callerOf(ctx);
  if (input.respondentId && sender.role === "Respondent" && input.respondentId !== sender.id)
    throw forbidden();
  await insertContactRequest(ctx.deps.db, {
    role: sender.role,
    subjectId: sender.id,
    subject: input.subject,
    message: input.message,
  });
  const to = (await configValue(ctx.deps.db, "supportEmail")) ?? "support@localhost";
  await queueMail(ctx.deps, {
    to,
    subject: `Contact Us: ${input.subject.replace(/[\r\n]+/g, " ")}`,
    text: `${sender.role} #${sender.id} (${sender.name}) wrote:\n\n${input.message}`,
  });
}
