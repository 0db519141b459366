import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { BOOKING_STATUS, UNDO_MINUTES } from "../../contracts/sessions/booking-states";
import type { BulkAnswer, UndoAnswer } from "../../contracts/sessions/events";
import type { Db } from "../../db/client";
import {
  deletePayments,
  deletePoints,
  restoreBankDetails,
  restorePaymentStatus,
} from "../../db/repo/booking-payments";
import {
  addNoShows,
  type BookingPatch,
  type BookingRow,
  deleteBookings,
  type HistoryInsert,
  insertBatch,
  insertHistory,
  lockBatch,
  markUndone,
  patchBookings,
  reinsertBookings,
  restoreBookings,
  snapshot,
  versionsOf,
} from "../../db/repo/bookings";
import { forbidden, notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";

/**
 * The one way a booking changes (decision 130): rows are locked, snapshotted, patched, their
 * history written and the batch kept so undo can restore them exactly.
 */

const UNDO_CHANGED = "These attendees changed since; undo is no longer possible.";
const UNDO_DONE = "This action was already undone.";
const UNDO_EXPIRED = `Undo is possible for ${UNDO_MINUTES} minutes only.`;

type BankRow = {
  respondentId: number;
  accountName: string;
  bsb: string;
  accountNumber: string;
  updatedAt: string;
};

/** Side effects a batch made, reversed by undo. */
export interface BatchEffects {
  paymentsCreated: number[];
  pointsCreated: number[];
  paymentStatus: { id: number; status: string }[];
  bank: BankRow[];
}
export const noEffects = (): BatchEffects => ({
  paymentsCreated: [],
  pointsCreated: [],
  paymentStatus: [],
  bank: [],
});

interface Entry {
  id: number;
  /** The row before (null: the batch created it). */
  before: Record<string, unknown> | null;
  /** The version the batch left (null: the batch deleted it). */
  afterVersion: number | null;
}
interface Stored {
  entries: Entry[];
  effects: BatchEffects;
  noShows: [number, number][];
}

export const actorName = (ctx: UseCaseContext) => callerOf(ctx).name;

const noShowDelta = (from: string | null, to: string | null) =>
  (to === BOOKING_STATUS.NoShow ? 1 : 0) - (from === BOOKING_STATUS.NoShow ? 1 : 0);

/** A change to one booking: the patch (shared objects are written in one UPDATE) and why. */
export interface Change {
  row: BookingRow;
  patch: BookingPatch;
}

export interface BatchInput {
  action: string;
  reason?: string | null;
  changes: Change[];
  created?: BookingRow[];
  deleted?: BookingRow[];
  effects?: BatchEffects;
  skipped?: { id: number; reason: string }[];
}

/** Applies the changes and records the batch; answers the bulk answer. Run inside a transaction. */
export async function commitBatch(tx: Db, ctx: UseCaseContext, input: BatchInput): Promise<BulkAnswer> {
  const by = actorName(ctx);
  const now = ctx.deps.now();
  const changedIds = input.changes.map((c) => c.row.id);
  const before = new Map((await snapshot(tx, changedIds)).map((r) => [Number(r.id), r]));
  const deletedSnap = await snapshot(
    tx,
    (input.deleted ?? []).map((r) => r.id),
  );
  const groups = new Map<BookingPatch, number[]>();
  for (const c of input.changes) groups.set(c.patch, [...(groups.get(c.patch) ?? []), c.row.id]);
  for (const [patch, ids] of groups) await patchBookings(tx, ids, patch, by, now);
  await deleteBookings(
    tx,
    (input.deleted ?? []).map((r) => r.id),
  );

  const noShows = new Map<number, number>();
  const history: HistoryInsert[] = [];
  /** One history row (and the no-show count's change) per booking: `from` is null for a new one. */
  const note = (
    row: BookingRow,
    from: BookingRow | null,
    toStatus: string | null,
    toPayment: string | null,
  ) => {
    const d = noShowDelta(from?.status ?? null, toStatus);
    if (d !== 0) noShows.set(row.respondentId, (noShows.get(row.respondentId) ?? 0) + d);
    history.push({
      eventId: row.id,
      respondentId: row.respondentId,
      jobGroupId: row.jobGroupId,
      action: input.action,
      fromStatus: from?.status ?? null,
      toStatus,
      fromPayment: from?.paymentStatus ?? null,
      toPayment,
      reason: input.reason ?? null,
      by,
      at: now,
    });
  };
  for (const c of input.changes)
    note(
      c.row,
      c.row,
      c.patch.status ?? c.row.status,
      c.patch.paymentStatus !== undefined ? c.patch.paymentStatus : c.row.paymentStatus,
    );
  for (const row of input.deleted ?? []) note(row, row, null, null);
  for (const row of input.created ?? []) note(row, null, row.status, row.paymentStatus);
  await addNoShows(tx, noShows);

  const entries: Entry[] = [
    ...input.changes.map((c) => ({
      id: c.row.id,
      before: before.get(c.row.id) ?? null,
      afterVersion: c.row.version + 1,
    })),
    ...(input.created ?? []).map((r) => ({ id: r.id, before: null, afterVersion: r.version })),
    ...deletedSnap.map((r) => ({ id: Number(r.id), before: r, afterVersion: null })),
  ];
  const changed = entries.map((x) => x.id);
  if (changed.length === 0) return { batchId: null, changed, skipped: input.skipped ?? [] };
  const stored: Stored = { entries, effects: input.effects ?? noEffects(), noShows: [...noShows] };
  const batchId = await insertBatch(tx, {
    action: input.action,
    byId: callerOf(ctx).id,
    by,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNDO_MINUTES * 60_000),
    entries: stored,
  });
  await insertHistory(
    tx,
    history.map((h) => ({ ...h, batchId })),
  );
  return { batchId, changed, skipped: input.skipped ?? [] };
}

/** The answer of a bulk action: a refusal listing why when nothing could change. */
export function bulkOutcome(answer: BulkAnswer): Outcome<BulkAnswer> {
  if (answer.changed.length > 0) return success(answer);
  const reasons = [...new Set(answer.skipped.map((s) => s.reason))];
  return refusal(...(reasons.length > 0 ? reasons : ["Nothing to change."]));
}

/** POST /api/event/undo: restores the batch's rows and side effects exactly (decision 130). */
export async function undoBatch(
  ctx: UseCaseContext,
  { batchId }: { batchId: number },
): Promise<Outcome<UndoAnswer>> {
  const actor = callerOf(ctx);
  const now = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, batchId);
    if (!batch) throw notFound("Nothing to undo.");
    if (batch.byId !== actor.id) throw forbidden("You can only undo your own actions.");
    if (batch.undoneAt) return refusal(UNDO_DONE);
    if (batch.expiresAt.getTime() < now.getTime()) return refusal(UNDO_EXPIRED);
    const stored = batch.entries as Stored;
    const versions = await versionsOf(
      tx,
      stored.entries.map((x) => x.id),
    );
    for (const x of stored.entries) {
      const current = versions.get(x.id);
      if (x.afterVersion === null ? current !== undefined : current !== x.afterVersion)
        return refusal(UNDO_CHANGED);
    }
    const current = new Map((await snapshot(tx, [...versions.keys()])).map((r) => [Number(r.id), r]));
    await deleteBookings(
      tx,
      stored.entries.filter((x) => x.before === null).map((x) => x.id),
    );
    await restoreBookings(
      tx,
      stored.entries
        .filter((x) => x.before && x.afterVersion !== null)
        .map((x) => x.before as Record<string, unknown>),
    );
    await reinsertBookings(
      tx,
      stored.entries.filter((x) => x.afterVersion === null).map((x) => x.before as Record<string, unknown>),
    );
    await deletePayments(tx, stored.effects.paymentsCreated);
    await deletePoints(tx, stored.effects.pointsCreated);
    await restorePaymentStatus(tx, stored.effects.paymentStatus);
    await restoreBankDetails(tx, stored.effects.bank);
    await addNoShows(tx, new Map(stored.noShows.map(([id, d]) => [id, -d])));
    const str = (v: unknown) => (typeof v === "string" ? v : null);
    await insertHistory(
      tx,
      stored.entries.map((x) => {
        const was = current.get(x.id) ?? x.before ?? {};
        return {
          eventId: x.id,
          respondentId: Number(was.respondent_id),
          jobGroupId: was.job_group_id === null ? null : Number(was.job_group_id),
          action: "Undo",
          fromStatus: str(current.get(x.id)?.status),
          toStatus: str(x.before?.status),
          fromPayment: str(current.get(x.id)?.payment_status),
          toPayment: str(x.before?.payment_status),
          reason: `Undo of ${batch.action}`,
          by: actor.name,
          at: now,
          batchId,
        };
      }),
    );
    await markUndone(tx, batchId, now);
    return success({ batchId, restored: stored.entries.length });
  });
}
