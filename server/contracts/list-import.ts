import { z } from "zod";
import { DATE_FORMATS, LIST_IMPORT_FIELDS, ROW_OUTCOMES } from "./list-import-fields";
import { idSchema } from "./records";

/**
 * List imports (staff-calls §7.19; decisions 217–218): upload, map, match report, import. One
 * engine serves the panel import (ILST), a staff upload into a private list (LST) and a client's
 * private-list upload (allowPrivateList); a client's report carries counts and its own file's
 * problems only, never which people the panel already holds.
 */

const fieldKeys = LIST_IMPORT_FIELDS.map((f) => f.key) as [string, ...string[]];

/** Panel field → the file's column index (0-based). */
const columnMappingSchema = z.partialRecord(z.enum(fieldKeys), z.number().int().min(0).max(200));

/** What an upload answers: the import's id, its columns, a few rows and the proposed mapping. */
export const uploadAnswerSchema = z.object({
  importId: z.number().int(),
  fileName: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  preview: z.array(z.array(z.string())),
  mapping: columnMappingSchema,
  dateFormat: z.enum(DATE_FORMATS),
  /** True when the mapping is one saved for this template (the same header set). */
  remembered: z.boolean(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The mapping step: which column fills which field, and how dates are written. */
export const checkRequestSchema = z.object({
  importId: idSchema,
  mapping: columnMappingSchema,
  dateFormat: z.enum(DATE_FORMATS),
  /** The country mobiles without a +code belong to ("AU" or "NZ"). */
  country: z.enum(["AU", "NZ"]).default("AU"),
});

const countsSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicate: z.number().int(),
  /** Staff only: rows whose person the panel already holds (not opted out). */
  inPanel: z.number().int().optional(),
  /** Staff only: rows whose person opted out (never contacted, never re-subscribed). */
  optedOut: z.number().int().optional(),
  /** Client only: rows accepted into the list (new and known people alike). */
  accepted: z.number().int().optional(),
});

/** One row of the report: its row number in the file, outcome, reason and the cells it holds. */
const reportRowSchema = z.object({
  rowNumber: z.number().int(),
  outcome: z.enum(ROW_OUTCOMES),
  reason: z.string().nullable(),
  cells: z.array(z.string()),
  /** Staff only: the panel member a matched row is. */
  matchedId: z.number().int().nullable().optional(),
});

/** The import's state: the match report's counts and the job's progress. */
export const importStatusSchema = z.object({
  importId: z.number().int(),
  kind: z.enum(["panel", "private-list", "client-list"]),
  listId: z.number().int().nullable(),
  fileName: z.string(),
  status: z.enum(["uploaded", "checked", "queued", "importing", "done", "failed"]),
  columns: z.array(z.string()),
  counts: countsSchema.nullable(),
  imported: z.number().int(),
  toImport: z.number().int(),
  error: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** The match report: counts plus the first problem rows (all of them download as xlsx). */
export const reportAnswerSchema = importStatusSchema.extend({
  rows: z.array(reportRowSchema),
  /** Problem rows beyond the ones listed. */
  moreRows: z.number().int(),
});
export type MatchReport = z.infer<typeof reportAnswerSchema>;

export const importIdSchema = z.object({ importId: idSchema });
/** GET /api/files/panellistupload: the duplicates of the given import, else the caller's latest. */
export const duplicatesRequestSchema = z.object({ importId: idSchema.optional() });
/** The private-list uploads name the list the file fills. */
export const listUploadSchema = z.object({ listId: idSchema });

/**
 * The mapping step's form: a column (its index as text, "" for none) per field, the date format
 * and the mobiles' country; outputs the check request's mapping. First name and a way to reach the
 * person (e-mail or mobile) must be mapped.
 */
export const mappingFormSchema = z
  .object({
    ...Object.fromEntries(fieldKeys.map((k) => [k, z.string()])),
    dateFormat: z.enum(DATE_FORMATS),
    country: z.enum(["AU", "NZ"]),
  })
  .superRefine((v: Record<string, string>, ctx) => {
    if (!v.firstName)
      ctx.addIssue({ code: "custom", path: ["firstName"], message: "Choose the column of the first name" });
    if (!v.email && !v.mobile)
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: "Choose the column of the e-mail or the mobile",
      });
  });
