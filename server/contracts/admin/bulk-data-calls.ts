import { z } from "zod";
import { call } from "../call";
import { idParamSchema } from "../records";
import {
  bulkHistoryQuerySchema,
  bulkHistorySchema,
  bulkOperationSchema,
  bulkPreviewRequestSchema,
  bulkPreviewSchema,
  bulkQueriesSchema,
  bulkRunRequestSchema,
} from "./bulk-data";

/** Bulk data's calls (no spec call; decision 281), all under ConfigurationAdmin. */

/** POST /api/admin/bulk-preview: the count and a page of the rows a run would change. */
export const bulkPreview = call("POST", "/admin/bulk-preview", {
  input: bulkPreviewRequestSchema,
  answer: bulkPreviewSchema,
});

/** POST /api/admin/bulk-run: queues the operation (refused when the count moved since the preview). */
export const bulkRun = call("POST", "/admin/bulk-run", {
  input: bulkRunRequestSchema,
  answer: bulkOperationSchema,
});

/** GET /api/admin/bulk-operations: the history, newest first. */
export const bulkHistory = call("GET", "/admin/bulk-operations", {
  input: bulkHistoryQuerySchema,
  answer: bulkHistorySchema,
});

/** GET /api/admin/bulk-operation/{id}: one operation and its progress. */
export const bulkOperation = call("GET", "/admin/bulk-operation/:id{[0-9]+}", {
  input: idParamSchema,
  answer: bulkOperationSchema,
});

/** POST /api/admin/bulk-undo/{id}: queues the undo (inside the window, once). */
export const bulkUndo = call("POST", "/admin/bulk-undo/:id{[0-9]+}", {
  input: idParamSchema,
  answer: bulkOperationSchema,
});

/** GET /api/admin/bulk-queries: the saved panel queries to pick from. */
export const bulkQueries = call("GET", "/admin/bulk-queries", {
  input: z.object({}),
  answer: bulkQueriesSchema,
});
