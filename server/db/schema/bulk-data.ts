import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, instant, parentId, rowId } from "./columns";

/**
 * Bulk data (admin/bulkdata, decision 281): one row per bulk change an administrator ran. The
 * operation's parameters are a snapshot taken at run time (a saved query's filters, the cut-off
 * instant), so the queued worker and a retry change the same rows the confirmation counted.
 */
export const bulkOperations = pgTable(
  "bulk_operations",
  {
    id: rowId(),
    /** set-field | deactivate-members | archive-jobs */
    kind: text("kind").notNull(),
    /** The request as confirmed, plus the snapshot the worker runs (filters, cut-off). */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    /** The sentence the history shows ("Set Contact time to Evening for members of 'Sydney mums'"). */
    description: text("description").notNull(),
    /** queued → running → done → undoing → undone; failed when the worker gave up. */
    status: text("status").notNull().default("queued"),
    total: integer("total").notNull(),
    changed: integer("changed").notNull().default(0),
    restored: integer("restored").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    error: text("error"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    finishedAt: instant("finished_at"),
    /** Undo is offered until then (finish + 24 h). */
    undoUntil: instant("undo_until"),
    undoneBy: text("undone_by"),
    undoneAt: instant("undone_at"),
  },
  (t) => [index("bulk_operations_created_idx").on(t.createdAt, t.id)],
);

/**
 * Every row a bulk operation changed, with the value it held before and the value written: the
 * undo restores exactly these rows, and only where the value written is still there.
 */
export const bulkChanges = pgTable(
  "bulk_changes",
  {
    id: rowId(),
    operationId: parentId("operation_id", () => bulkOperations.id),
    rowId: integer("row_id").notNull(),
    /** The column's value as text (booleans 'true'/'false'); null when it was empty. */
    oldValue: text("old_value"),
    newValue: text("new_value").notNull(),
    /** changed → restored | skipped (the row changed since). */
    state: text("state").notNull().default("changed"),
  },
  (t) => [
    uniqueIndex("bulk_changes_operation_row_uq").on(t.operationId, t.rowId),
    index("bulk_changes_pending_idx").on(t.operationId, t.id).where(sql`${t.state} = 'changed'`),
  ],
);
