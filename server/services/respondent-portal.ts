import type { Deps } from "../context";
import type { ChildUpdate, ContactUs, RespondentSummary } from "../contracts/respondent-portal";
import type { Role } from "../contracts/rights";
import { configValue } from "../db/repo/config";
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
} from "../db/repo/respondent-records";
import { findRespondent } from "../db/repo/respondents";
import { forbidden, notFound } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { assertOwnRecord, type RespondentAccess } from "./respondent-access";
import { pointsOf } from "./respondents";

type D = Pick<Deps, "db">;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function existing(deps: D, access: RespondentAccess, id: number) {
  assertOwnRecord(access, id);
  const row = await findRespondent(deps.db, id);
  if (!row) throw notFound("Respondent not found.");
  return row;
}

export async function respondentSummary(
  deps: D,
  access: RespondentAccess,
  id: number,
): Promise<RespondentSummary> {
  const row = await existing(deps, access, id);
  const counts = await recordCounts(deps.db, id);
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
    ...(await pointsOf(deps, id)),
  };
}

export async function respondentEvents(deps: D, access: RespondentAccess, id: number, kind?: string) {
  await existing(deps, access, id);
  const rows = await listEvents(deps.db, id, kind);
  return rows.map(({ event, jobNumber, jobName, startsAt, endsAt, venueName, venueAddress }) => ({
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
  }));
}

/** Open invitations of kind "Opportunity" that have not expired (My Opportunities). */
export async function respondentOpportunities(
  deps: Pick<Deps, "db" | "now">,
  access: RespondentAccess,
  id: number,
) {
  await existing(deps, access, id);
  const now = deps.now();
  const rows = (await listEvents(deps.db, id, "Opportunity")).filter(
    ({ event }) => !event.closed && event.jobId !== null && (!event.expiresAt || event.expiresAt > now),
  );
  // Where and when: the invitation's own session, else the job's next session.
  const next = await nextSessionsOfJobs(
    deps.db,
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

export async function respondentPayments(deps: D, access: RespondentAccess, id: number) {
  await existing(deps, access, id);
  const rows = await listPayments(deps.db, id);
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
  deps: D,
  input: { respondentId: number; amount: string; eventId?: number; method?: string; reference?: string },
) {
  return insertPaymentAndForgetBank(deps.db, {
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

export async function childrenOf(deps: D, access: RespondentAccess, id: number) {
  await existing(deps, access, id);
  return (await listChildren(deps.db, id)).map(childView);
}

export async function saveChild(deps: D, access: RespondentAccess, input: ChildUpdate) {
  await existing(deps, access, input.respondentId);
  const values = {
    firstName: input.firstName,
    gender: input.gender,
    yearOfBirth: input.yearOfBirth,
    monthOfBirth: input.monthOfBirth,
  };
  if (input.id === 0)
    return childView(await insertChild(deps.db, { respondentId: input.respondentId, ...values }));
  const [child] = await findChildren(deps.db, [input.id]);
  if (!child) throw notFound("Child not found.");
  // The child must belong to the record named, which the caller was allowed to change.
  if (child.respondentId !== input.respondentId) throw forbidden();
  const saved = await updateChild(deps.db, input.id, values);
  if (!saved) throw notFound("Child not found.");
  return childView(saved);
}

export async function removeChildren(deps: D, access: RespondentAccess, ids: number[]) {
  const rows = await findChildren(deps.db, ids);
  if (rows.length !== new Set(ids).size) throw notFound("Child not found.");
  for (const row of rows) assertOwnRecord(access, row.respondentId);
  return deleteChildren(deps.db, ids);
}

// ---------------------------------------------------------------- contact us

/**
 * Contact Us (respondents and client contacts): stored, and mailed to the agency's support
 * address (system reference supportEmail). The sender is always the signed-in user.
 */
export async function contactUs(
  deps: Pick<Deps, "db" | "notifyOutbox">,
  sender: { role: Role; id: number; name: string },
  input: ContactUs,
) {
  if (input.respondentId && sender.role === "Respondent" && input.respondentId !== sender.id)
    throw forbidden();
  await insertContactRequest(deps.db, {
    role: sender.role,
    subjectId: sender.id,
    subject: input.subject,
    message: input.message,
  });
  const to = (await configValue(deps.db, "supportEmail")) ?? "support@localhost";
  await queueMail(deps, {
    to,
    subject: `Contact Us: ${input.subject.replace(/[\r\n]+/g, " ")}`,
    text: `${sender.role} #${sender.id} (${sender.name}) wrote:\n\n${input.message}`,
  });
}
