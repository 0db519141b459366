import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { BulkOperation, BulkOperationInput } from "../../contracts/admin/bulk-data";
import type { BulkKind, BulkStatus } from "../../contracts/admin/bulk-data-fields";
import { wallDateTimeText } from "../../contracts/agency-time";
import { ARCHIVED_JOB_STATUS } from "../../contracts/job-status";
import {
  type BulkOperationRow,
  claimOperation,
  countSelection,
  ensureLookupCode,
  findOperation,
  insertOperation,
  operationsPage,
  previewSelection,
  respondentQueries,
} from "../../db/repo/admin/bulk-data";
import { badRequest, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { iso, type Outcome, refusal, success } from "../outcome";
import { describe, selectionOf, snapshotOf } from "./bulk-selection";
import { queueBulkJob } from "./bulk-worker";

/**
 * Bulk data (admin/bulkdata, ConfigurationAdmin; decision 281): preview, run, history, undo.
 */

function shape(row: BulkOperationRow, now: Date): BulkOperation {
  return {
    id: row.id,
    kind: row.kind as BulkKind,
    description: row.description,
    status: row.status as BulkStatus,
    total: row.total,
    changed: row.changed,
    restored: row.restored,
    skipped: row.skipped,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt) ?? "",
    finishedAt: iso(row.finishedAt),
    undoUntil: iso(row.undoUntil),
    undoneBy: row.undoneBy,
    undoneAt: iso(row.undoneAt),
    canUndo: row.status === "done" && row.undoUntil !== null && row.undoUntil.getTime() > now.getTime(),
  };
}

/** POST /api/admin/bulk-preview: the count and a page of the rows a run would change now. */
export async function previewBulk(
  ctx: UseCaseContext,
  input: { operation: BulkOperationInput; start: number; length: number },
) {
  const snapshot = await snapshotOf(ctx, input.operation);
  const selection = await selectionOf(ctx.deps.db, snapshot);
  const [total, rows] = await Promise.all([
    countSelection(ctx.deps.db, selection),
    previewSelection(ctx.deps.db, selection, input.start, input.length),
  ]);
  return { description: describe(snapshot), total, rows };
}

/** POST /api/admin/bulk-run: stores the snapshot and queues the run, if the count is the one confirmed. */
export async function runBulk(
  ctx: UseCaseContext,
  input: { operation: BulkOperationInput; confirmedTotal: number },
): Promise<Outcome<BulkOperation>> {
  const { db } = ctx.deps;
  const snapshot = await snapshotOf(ctx, input.operation);
  const total = await countSelection(db, await selectionOf(db, snapshot));
  if (total === 0) return refusal("Nothing to change: no row matches.");
  if (total !== input.confirmedTotal)
    return refusal(
      `The count changed from ${input.confirmedTotal} to ${total} since the preview. Preview again and confirm the new count.`,
    );
  if (snapshot.kind === "archive-jobs") await ensureLookupCode(db, "JobStatus", ARCHIVED_JOB_STATUS);
  const row = await insertOperation(db, {
    kind: snapshot.kind,
    params: snapshot as unknown as Record<string, unknown>,
    description: describe(snapshot),
    total,
    createdBy: callerOf(ctx).name,
  });
  await queueBulkJob(ctx.deps, { operationId: row.id, action: "run" });
  return success(shape(row, ctx.deps.now()));
}

export async function bulkHistory(ctx: UseCaseContext, input: { start: number; length: number }) {
  const page = await operationsPage(ctx.deps.db, input.start, input.length);
  const now = ctx.deps.now();
  return { rows: page.rows.map((r) => shape(r, now)), total: page.total };
}

async function existing(ctx: UseCaseContext, id: number) {
  const row = await findOperation(ctx.deps.db, id);
  if (!row) throw notFound("Bulk change not found.");
  return row;
}

export async function bulkOperation(ctx: UseCaseContext, input: { id: number }) {
  return shape(await existing(ctx, input.id), ctx.deps.now());
}

/** POST /api/admin/bulk-undo/{id}: queues the undo while the window is open, once. */
export async function undoBulk(ctx: UseCaseContext, input: { id: number }): Promise<Outcome<BulkOperation>> {
  const row = await existing(ctx, input.id);
  const now = ctx.deps.now();
  if (row.status === "undoing" || row.status === "undone")
    return refusal("This change has already been undone.");
  if (row.status !== "done") throw badRequest("This change is still running; undo it when it is done.");
  if (!row.undoUntil || row.undoUntil.getTime() <= now.getTime()) {
    const zone = await agencyTimeZone(ctx);
    return refusal(
      `The undo window closed at ${wallDateTimeText(row.undoUntil, zone)}; this change can no longer be undone.`,
    );
  }
  if (
    !(await claimOperation(ctx.deps.db, row.id, ["done"], {
      status: "undoing",
      undoneBy: callerOf(ctx).name,
    }))
  )
    return refusal("This change has already been undone.");
  await queueBulkJob(ctx.deps, { operationId: row.id, action: "undo" });
  return success(shape(await existing(ctx, row.id), now));
}

export const bulkQueries = (ctx: UseCaseContext) => respondentQueries(ctx.deps.db);
