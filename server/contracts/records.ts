import { z } from "zod";
import { call } from "./call";

/** Pieces shared by the clients/jobs contracts (decision 040): ids, delete payloads, text, money, dates. */

/** The largest value of the integer id columns (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** A digit-only string becomes its number; anything else is left for the number check to refuse. */
const digitsToNumber = (v: unknown) => (typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : v);

/**
 * A strict database id: a positive integer up to MAX_ID, from a JSON number or a digit-only string
 * (path params and form fields arrive as text). `true`, "1e3", " 5", 5.5, -1, 0 and 2147483648 are
 * refused: coercion would turn `true` into id 1 and a huge number into an SQL error.
 * `messages.required` is what an absent value (or "" / null when `emptyIsAbsent`) reports.
 */
export const strictId = (messages: { required?: string; invalid?: string; emptyIsAbsent?: boolean } = {}) => {
  const required = messages.required ?? "Required";
  const invalid = messages.invalid ?? "Invalid id";
  return z.preprocess(
    (v) => (messages.emptyIsAbsent && (v === "" || v === null) ? undefined : digitsToNumber(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .positive(invalid)
      .max(MAX_ID, invalid),
  );
};

/** A database id in a path or body. */
export const idSchema = strictId();
export const idParamSchema = z.object({ id: idSchema });

/**
 * A whole number from a JSON number or a digit-only string (form fields), for counts, orders and
 * page numbers: "abc", true and "1e3" are refused instead of coerced.
 */
export const wholeNumber = (min: number, max: number, invalid = "Invalid number") =>
  z.preprocess(
    (v) => (typeof v === "string" && /^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number(invalid).int(invalid).min(min, invalid).max(max, invalid),
  );

/** The id of a record being saved where 0 (or absent) means "create": a JSON number only. */
export const idOrZero = z
  .number("Invalid id")
  .int("Invalid id")
  .min(0, "Invalid id")
  .max(MAX_ID, "Invalid id")
  .optional()
  .default(0);

/** Optional id of a record being saved: absent, null or 0 means "create". */
export const saveIdSchema = z
  .preprocess(
    digitsToNumber,
    z.union(
      [z.number().int("Invalid id").min(0, "Invalid id").max(MAX_ID, "Invalid id"), z.null()],
      "Invalid id",
    ),
  )
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The `json` field of every POST …/delete: one id, a list of ids, or {id} / {ids} / {deleteId}.
 * Always normalised to a non-empty list of ids.
 */
export const deleteRequestSchema = z
  .union(
    [
      idSchema.transform((id) => [id]),
      z.array(idSchema).min(1, "Nothing to delete").max(1000),
      z.object({ id: idSchema }).transform((o) => [o.id]),
      z.object({ deleteId: idSchema }).transform((o) => [o.deleteId]),
      z.object({ ids: z.array(idSchema).min(1, "Nothing to delete").max(1000) }).transform((o) => o.ids),
    ],
    "Invalid id",
  )
  .transform((ids) => [...new Set(ids)]);

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

/** True when YYYY-MM-DD names a real day (no 2026-02-30, no month 13, no year 0). */
const isCalendarDay = (text: string) => {
  const [y = 0, m = 0, d = 0] = text.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

/** A calendar date as YYYY-MM-DD (the browser shows DD/MM/YYYY); the database refuses any other day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid date (YYYY-MM-DD)")
  .refine(isCalendarDay, "Invalid date (YYYY-MM-DD)");
export const optionalDate = z
  .union([isoDate, z.null(), z.literal("")])
  .optional()
  .transform((v) => (v ? v : null));

/** A saved child row: the browser reloads the list, so an answer promises only the row's id. */
export const savedRowSchema = z.looseObject({ id: z.number().int() });

/** A delete call of the spec: the body is ids in any of the accepted shapes, parsed to `ids`. */
export const deleteCall = <A extends z.ZodType = z.ZodUnknown>(path: string, answer?: A) =>
  call("POST", path, {
    input: z.object({ ids: deleteRequestSchema }),
    bodyField: "ids",
    answer: (answer ?? z.unknown()) as A,
  });

/** The ids of a `{ id } or { ids }` body (respondent and child deletes), each once. */
export const idsOf = (input: { id?: number; ids?: number[] }) => [
  ...new Set([...(input.ids ?? []), ...(input.id ? [input.id] : [])]),
];
