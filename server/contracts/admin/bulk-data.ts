import { z } from "zod";
import { idSchema, isoDate, wholeNumber } from "../records";
import { BULK_FIELD_KEYS, BULK_KINDS, BULK_STATUSES } from "./bulk-data-fields";

/**
 * Bulk data (admin/bulkdata, ConfigurationAdmin; decision 281): an operation is previewed (count
 * and first rows, the run's own query), run on the durable queue in chunks, and undone within
 * BULK_UNDO_HOURS for the rows still holding the value it wrote.
 */

const setField = z.object({
  kind: z.literal("set-field"),
  /** A saved panel (respondent) query. */
  queryId: idSchema,
  field: z.enum(BULK_FIELD_KEYS, "Choose a field from the list"),
  /** A code of the field's lookup list. */
  value: z.string().trim().min(1, "Choose a value").max(100, "At most 100 characters"),
});
const deactivate = z.object({
  kind: z.literal("deactivate-members"),
  /** Members with no activity (joined, record change, event) for this many months. */
  months: wholeNumber(1, 240, "Months must be 1 to 240"),
});
const archive = z.object({
  kind: z.literal("archive-jobs"),
  /** Closed jobs whose end day (or last change, without one) is before this agency day. */
  closedBefore: isoDate,
});

export const bulkOperationInputSchema = z.discriminatedUnion("kind", [setField, deactivate, archive], {
  error: "Choose an operation: set-field, deactivate-members or archive-jobs",
});
export type BulkOperationInput = z.infer<typeof bulkOperationInputSchema>;

/** POST /api/admin/bulk-preview. */
export const bulkPreviewRequestSchema = z.object({
  operation: bulkOperationInputSchema,
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 200, "Length must be 1 to 200").default(50),
});

/** A row the operation would change: what it is, and its value now and after. */
const bulkPreviewRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detail: z.string().nullable(),
  current: z.string().nullable(),
  next: z.string(),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRowSchema>;

export const bulkPreviewSchema = z.object({
  description: z.string(),
  /** Exactly the rows a run started now would change. */
  total: z.number().int(),
  rows: z.array(bulkPreviewRowSchema),
});

/** POST /api/admin/bulk-run: the count the confirmation showed must still be the count. */
export const bulkRunRequestSchema = z.object({
  operation: bulkOperationInputSchema,
  confirmedTotal: wholeNumber(0, 100_000_000, "Invalid count"),
});

export const bulkOperationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BULK_KINDS),
  description: z.string(),
  status: z.enum(BULK_STATUSES),
  total: z.number().int(),
  changed: z.number().int(),
  restored: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  undoUntil: z.string().nullable(),
  undoneBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Undo is allowed now (done, inside the window). */
  canUndo: z.boolean(),
});
export type BulkOperation = z.infer<typeof bulkOperationSchema>;

/** GET /api/admin/bulk-operations?start=&length=: newest first. */
export const bulkHistoryQuerySchema = z.object({
  start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
  length: wholeNumber(1, 200, "Length must be 1 to 200").default(50),
});
export const bulkHistorySchema = z.object({ rows: z.array(bulkOperationSchema), total: z.number().int() });

/** GET /api/admin/bulk-queries: the saved panel queries "Set a field" can use. */
export const bulkQueriesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    isGlobal: z.boolean(),
    jobNumber: z.string().nullable(),
  }),
);
