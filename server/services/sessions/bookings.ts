import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import { wallDateText, wallTime } from "../../contracts/agency-time";
import type { jobCustomFieldsSchema } from "../../contracts/jobs";
import {
  BOOKING_KIND,
  BOOKING_STATUS,
  moveError,
  PAYMENT_STATUS,
  paymentError,
  SESSION_POINTS,
  VOICE_CALL_KIND,
} from "../../contracts/sessions/booking-states";
import type {
  AttendeeAction,
  BulkAnswer,
  PostComment,
  PostIncentive,
  PostInterviewTime,
  PostNotes,
  RecordOutcome,
} from "../../contracts/sessions/events";
import type { Db } from "../../db/client";
import {
  insertPayments,
  insertPointRows,
  setPaymentStatus,
  takeBankDetails,
} from "../../db/repo/booking-payments";
import {
  type BookingPatch,
  type BookingRow,
  defaultIncentive,
  insertBookings,
  lockBookings,
  sessionStarts,
} from "../../db/repo/bookings";
import { agencyTimeZone } from "../config";
import type { Outcome } from "../outcome";
import {
  actorName,
  type BatchEffects,
  bulkOutcome,
  type Change,
  commitBatch,
  noEffects,
} from "./booking-batch";

/** Bulk attendee actions of staff-calls §7.11 (decision 130): each answers its undo batch. */

type Decide = (row: BookingRow) => BookingPatch | string;
const NOT_FOUND = "Booking not found.";
const NOT_A_BOOKING = "Not a session booking.";

/** Locks the bookings, decides each row, commits the batch. */
export async function runBulk(
  ctx: UseCaseContext,
  action: string,
  input: { ids: number[]; reason?: string | null },
  decide: Decide,
  effects?: (tx: Db, rows: BookingRow[]) => Promise<BatchEffects & { created?: BookingRow[] }>,
  /** Reads what deciding needs, once the rows are locked. */
  prepare?: (tx: Db, rows: BookingRow[]) => Promise<void>,
): Promise<Outcome<BulkAnswer>> {
  const answer = await ctx.deps.db.transaction(async (tx) => {
    const rows = await lockBookings(tx, input.ids);
    if (prepare) await prepare(tx, rows);
    const found = new Set(rows.map((r) => r.id));
    const skipped = input.ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: NOT_FOUND }));
    const changes: Change[] = [];
    for (const row of rows) {
      const out = row.kind !== BOOKING_KIND || row.jobGroupId === null ? NOT_A_BOOKING : decide(row);
      if (typeof out === "string") skipped.push({ id: row.id, reason: out });
      else changes.push({ row, patch: out });
    }
    const made =
      effects && changes.length > 0
        ? await effects(
            tx,
            changes.map((c) => c.row),
          )
        : undefined;
    return commitBatch(tx, ctx, {
      action,
      reason: input.reason,
      changes,
      created: made?.created,
      effects: made,
      skipped,
    });
  });
  return bulkOutcome(answer);
}

/** ConfirmAttendance: Booked or Standby → Confirmed, stamped with who and when. */
export function confirmAttendance(ctx: UseCaseContext, input: AttendeeAction) {
  const patch: BookingPatch = {
    status: BOOKING_STATUS.Confirmed,
    attendanceConfirmedAt: ctx.deps.now(),
    attendanceConfirmedBy: actorName(ctx),
  };
  return runBulk(ctx, "ConfirmAttendance", input, (row) =>
    row.status === BOOKING_STATUS.Confirmed
      ? "Already confirmed."
      : (moveError(row.status, BOOKING_STATUS.Confirmed, row.paymentStatus) ?? patch),
  );
}

/** UnConfirmAttendance: Confirmed → Booked, the confirmation stamp cleared. */
export function unconfirmAttendance(ctx: UseCaseContext, input: AttendeeAction) {
  const patch: BookingPatch = {
    status: BOOKING_STATUS.Booked,
    attendanceConfirmedAt: null,
    attendanceConfirmedBy: null,
  };
  return runBulk(ctx, "UnConfirmAttendance", input, (row) =>
    row.status !== BOOKING_STATUS.Confirmed ? "Not confirmed." : patch,
  );
}

/** Statuses that say whether someone turned up: recorded only from the session's start (M12). */
const ATTENDANCE: readonly string[] = [BOOKING_STATUS.Attended, BOOKING_STATUS.NoShow];

/**
 * Why attendance cannot be recorded yet on these bookings' sessions, per session id: the
 * session has not started on the injected clock.
 */
async function notStartedYet(ctx: UseCaseContext, tx: Db, rows: BookingRow[]) {
  const ids = [...new Set(rows.map((r) => r.jobGroupId).filter((id): id is number => id !== null))];
  const starts = await sessionStarts(tx, ids);
  const now = ctx.deps.now().getTime();
  // Read inside the transaction: PGlite has one connection, a read beside it would wait forever.
  const zone = await agencyTimeZone({ deps: { ...ctx.deps, db: tx } });
  const why = new Map<number, string>();
  for (const [id, start] of starts)
    if (start && start.getTime() > now)
      why.set(
        id,
        `Attendance is recorded from the session's start (${wallDateText(start, zone)} ${wallTime(start, zone)}).`,
      );
  return why;
}

/**
 * RecordOutcome: attended, no show and the other outcomes (or declined, cancelled...) on many
 * bookings in one batch; each row follows the state machine, refused rows are skipped with why.
 * Attended and No show wait for the session's start.
 */
export function recordOutcome(ctx: UseCaseContext, input: RecordOutcome) {
  const patch: BookingPatch = { status: input.status };
  let early = new Map<number, string>();
  return runBulk(
    ctx,
    "RecordOutcome",
    input,
    (row) =>
      (row.jobGroupId !== null && early.get(row.jobGroupId)) ||
      (moveError(row.status, input.status, row.paymentStatus) ?? patch),
    undefined,
    async (tx, rows) => {
      if (ATTENDANCE.includes(input.status)) early = await notStartedYet(ctx, tx, rows);
    },
  );
}

/** The refusal for recording attendance on one booking before its session starts, or null. */
export async function attendanceTooEarly(ctx: UseCaseContext, tx: Db, row: BookingRow, to: string) {
  if (!ATTENDANCE.includes(to) || row.jobGroupId === null) return null;
  return (await notStartedYet(ctx, tx, [row])).get(row.jobGroupId) ?? null;
}

const paymentReference = (row: BookingRow) => `S${row.jobGroupId}-E${row.id}`;

/**
 * RecordPaymentForQualifiedResp: attended (or later outcome of someone who turned up) with an
 * incentive → Paid; writes the payment, the points and deletes the bank details. A booking made
 * without an incentive is paid the session's (else the job's) and records it (decision 171).
 */
export function recordPayment(ctx: UseCaseContext, input: AttendeeAction) {
  const now = ctx.deps.now();
  const fallback = new Map<number, string | null>();
  const amountOf = (r: BookingRow) => r.incentive ?? fallback.get(r.id) ?? null;
  return runBulk(
    ctx,
    "RecordPaymentForQualifiedResp",
    input,
    (row) => {
      const amount = amountOf(row);
      const error = paymentError(row.status, row.paymentStatus, amount === null ? null : Number(amount));
      if (error) return error;
      const patch: BookingPatch = { paymentStatus: PAYMENT_STATUS.Paid };
      if (row.incentive === null) patch.incentive = amount;
      return patch;
    },
    async (tx, rows) => {
      const payments = await insertPayments(
        tx,
        rows.map((r) => ({
          respondentId: r.respondentId,
          eventId: r.id,
          amount: String(amountOf(r)),
          method: "EFT",
          reference: paymentReference(r),
          status: "Paid",
          paidAt: now,
        })),
      );
      const points = await insertPointRows(
        tx,
        rows.map((r) => ({
          respondentId: r.respondentId,
          kind: "earned" as const,
          points: SESSION_POINTS,
          reason: `Session attended (${paymentReference(r)})`,
          eventId: r.id,
          createdAt: now,
        })),
      );
      const bank = await takeBankDetails(tx, [...new Set(rows.map((r) => r.respondentId))]);
      return {
        ...noEffects(),
        paymentsCreated: payments.map((p) => p.id),
        pointsCreated: points.map((p) => p.id),
        bank,
      };
    },
    async (tx, rows) => {
      for (const r of rows)
        if (r.incentive === null && r.jobId !== null)
          fallback.set(r.id, await defaultIncentive(tx, r.jobId, r.jobGroupId));
    },
  );
}

/** CancelPayment / BouncedPayment: Paid → reversed; the payment row's status and −points. */
function reversePayment(
  ctx: UseCaseContext,
  input: AttendeeAction,
  action: string,
  to: string,
  rowStatus: string,
) {
  const patch: BookingPatch = { paymentStatus: to };
  const now = ctx.deps.now();
  return runBulk(
    ctx,
    action,
    input,
    (row) => (row.paymentStatus !== PAYMENT_STATUS.Paid ? "Not paid." : patch),
    async (tx, rows) => {
      const changed = await setPaymentStatus(
        tx,
        rows.map((r) => r.id),
        rowStatus,
      );
      const points = await insertPointRows(
        tx,
        rows.map((r) => ({
          respondentId: r.respondentId,
          kind: "adjustment" as const,
          points: -SESSION_POINTS,
          reason: `${to} (${paymentReference(r)})`,
          eventId: r.id,
          createdAt: now,
        })),
      );
      return {
        ...noEffects(),
        pointsCreated: points.map((p) => p.id),
        paymentStatus: changed.map((p) => ({ id: p.id, status: "Paid" })),
      };
    },
  );
}

export const cancelPayment = (ctx: UseCaseContext, input: AttendeeAction) =>
  reversePayment(ctx, input, "CancelPayment", PAYMENT_STATUS.Cancelled, "Cancelled");
export const bouncedPayment = (ctx: UseCaseContext, input: AttendeeAction) =>
  reversePayment(ctx, input, "BouncedPayment", PAYMENT_STATUS.Bounced, "Bounced");

/** PostInterviewTime, PostAttendeeDocumentComment, PostNotes: one field on every selected booking. */
const postField = (ctx: UseCaseContext, action: string, ids: number[], patch: BookingPatch) =>
  runBulk(ctx, action, { ids }, () => patch);

export const postInterviewTime = (ctx: UseCaseContext, input: PostInterviewTime) =>
  postField(ctx, "PostInterviewTime", input.ids, { interviewTime: input.interviewTime });
export const postDocumentComment = (ctx: UseCaseContext, input: PostComment) =>
  postField(ctx, "PostAttendeeDocumentComment", input.ids, { documentComment: input.comment });
export const postNotes = (ctx: UseCaseContext, input: PostNotes) =>
  postField(ctx, "PostNotes", input.ids, { notes: input.notes });

/** PostIncentive: not on a paid booking (the payment used the amount). */
export function postIncentive(ctx: UseCaseContext, input: PostIncentive) {
  const patch: BookingPatch = { incentive: input.incentive.toFixed(2) };
  return runBulk(ctx, "PostIncentive", { ids: input.ids }, (row) =>
    row.paymentStatus === PAYMENT_STATUS.Paid
      ? "Paid: cancel the payment before changing the incentive."
      : patch,
  );
}

/** create-voice-call-left: counts the call on each booking and records a VoiceCallLeft event. */
export function voiceCallLeft(ctx: UseCaseContext, input: AttendeeAction) {
  const now = ctx.deps.now();
  return runBulk(
    ctx,
    "VoiceCallLeft",
    input,
    (row) => ({ voiceCallsLeft: row.voiceCallsLeft + 1 }),
    async (tx, rows) => {
      const created = await insertBookings(
        tx,
        rows.map((r) => ({
          respondentId: r.respondentId,
          jobId: r.jobId,
          jobGroupId: r.jobGroupId,
          kind: VOICE_CALL_KIND,
          status: "Voice call left",
          description: "Voice message left",
          at: now,
          closed: true,
        })),
      );
      return { ...noEffects(), created };
    },
  );
}

/** event/delete: removes bookings (not paid ones); history stays, undo puts them back. */
export async function deleteEvents(
  ctx: UseCaseContext,
  { ids }: { ids: number[] },
): Promise<Outcome<BulkAnswer>> {
  const answer = await ctx.deps.db.transaction(async (tx) => {
    const rows = await lockBookings(tx, ids);
    const found = new Set(rows.map((r) => r.id));
    const skipped = ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: NOT_FOUND }));
    const deleted: BookingRow[] = [];
    for (const row of rows) {
      if (row.paymentStatus === PAYMENT_STATUS.Paid)
        skipped.push({ id: row.id, reason: "Paid: cancel the payment before deleting." });
      else deleted.push(row);
    }
    return commitBatch(tx, ctx, { action: "Delete", changes: [], deleted, skipped });
  });
  return bulkOutcome(answer);
}

/** job/jobcustomfields: schedule custom fields 1–4 of one booking (ResId must match it). */
export async function saveCustomFields(ctx: UseCaseContext, input: z.output<typeof jobCustomFieldsSchema>) {
  const text = (v: string) => (v.trim() === "" ? null : v.trim());
  const patch: BookingPatch = {
    custom1: text(input.schedulecustomfield1),
    custom2: text(input.schedulecustomfield2),
    custom3: text(input.schedulecustomfield3),
    custom4: text(input.schedulecustomfield4),
  };
  return runBulk(ctx, "PostCustomFields", { ids: [input.RespEventId] }, (row) =>
    row.respondentId !== input.ResId ? "The booking is not this respondent's." : patch,
  );
}

/**
 * A respondent's "Can't make it?" on the confirm page: Cancelled, their reason written into the
 * booking's notes (the attendee grid shows them) and the batch's history, so the recruiter sees why.
 */
export function cancelByRespondent(ctx: UseCaseContext, input: { ids: number[]; reason: string }) {
  const note = `Cancelled by the respondent: ${input.reason}`;
  return runBulk(
    ctx,
    "RespondentCancelled",
    input,
    (row) =>
      moveError(row.status, BOOKING_STATUS.Cancelled, row.paymentStatus) ?? {
        status: BOOKING_STATUS.Cancelled,
        notes: row.notes ? `${note}\n${row.notes}` : note,
      },
  );
}
