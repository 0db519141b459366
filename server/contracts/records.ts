import { z } from "zod";

/** Pieces shared by the clients/jobs contracts (decision 040): ids, delete payloads, text, money, dates. */

/** A database id in a path or body. Path params arrive as text, so they are coerced. */
export const idSchema = z.coerce.number().int("Invalid id").positive("Invalid id").max(2_147_483_647);
export const idParamSchema = z.object({ id: idSchema });

/** Optional id of a record being saved: absent, null or 0 means "create". */
export const saveIdSchema = z
  .union([z.coerce.number().int().min(0).max(2_147_483_647), z.null()])
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The `json` field of every POST …/delete: one id, a list of ids, or {id} / {ids} / {deleteId}.
 * Always normalised to a non-empty list of ids.
 */
export const deleteRequestSchema = z
  .union([
    idSchema.transform((id) => [id]),
    z.array(idSchema).min(1, "Nothing to delete").max(1000),
    z.object({ id: idSchema }).transform((o) => [o.id]),
    z.object({ deleteId: idSchema }).transform((o) => [o.deleteId]),
    z.object({ ids: z.array(idSchema).min(1, "Nothing to delete").max(1000) }).transform((o) => o.ids),
  ])
  .transform((ids) => [...new Set(ids)]);
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

/** Required single-line text: trimmed, 1..max characters. */
export const requiredText = (max = 200) =>
  z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
/** Optional text: trimmed; empty becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Digits only after the browser's mask is removed; length in [min,max] (product §5). */
export const optionalDigits = (min: number, max: number, label = "Invalid") =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v.replace(/[\s()-]/g, "") : null))
    .refine((v) => v === null || (/^\d+$/.test(v) && v.length >= min && v.length <= max), label);

/** Money: two decimals at most; negatives allowed (product §5 currency input). */
export const moneySchema = z.coerce
  .number("Invalid amount")
  .refine((n) => Number.isFinite(n) && Math.abs(n) < 1e10, "Invalid amount")
  .transform((n) => Math.round(n * 100) / 100);
export const optionalMoney = z
  .union([moneySchema, z.null(), z.literal("")])
  .optional()
  .transform((v) => (v === "" || v === undefined ? null : v));

/** A calendar date as YYYY-MM-DD (the browser shows DD/MM/YYYY). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid date (YYYY-MM-DD)");
export const optionalDate = z
  .union([isoDate, z.null(), z.literal("")])
  .optional()
  .transform((v) => (v ? v : null));
