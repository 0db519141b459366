import { z } from "zod";
import { idSchema, isoDate, wholeNumber } from "../records";

/**
 * The login audit (issue 21, LoginAuditAdmin; decision 272): every sign-in attempt with its
 * signals, newest first, paged on the server over millions of rows.
 */

export const LOGIN_OUTCOMES = [
  "success",
  "bad-credentials",
  "locked",
  "inactive",
  "2fa-required",
  "2fa-failed",
] as const;
export const LOGIN_SIGNALS = ["new-ip", "new-device", "burst", "2fa-failed"] as const;
export type LoginSignal = (typeof LOGIN_SIGNALS)[number];

/**
 * Past this many matching rows (from the page's first row on) the answer says "more than"
 * instead of counting them all: the list shows "1,000+ rows", and the floor rises as it scrolls
 * (decision 282). Counting costs in proportion to it: 10,000 took a second for a flag filter.
 */
export const LOGIN_AUDIT_COUNT_CAP = 1_000;

const trimmed = (max: number, label: string) =>
  z
    .string()
    .max(max, `Keep the ${label} under ${max} characters`)
    .transform((v) => v.trim())
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/login-audit?start=&length=&after=&user=&accountId=&outcome=&ip=&signal=&from=&to=. */
export const loginAuditQuerySchema = z
  .object({
    start: wholeNumber(0, 10_000_000, "Invalid start").default(0),
    /**
     * Keyset paging (decision 282): the id of the last row of the page before. The page starts
     * after that row instead of skipping `start` rows; `start` still places it in the total.
     */
    after: idSchema.optional(),
    length: wholeNumber(1, 500, "Length must be 1 to 500").default(50),
    /** The user name as typed at sign-in (any case, whole name). */
    user: trimmed(254, "user name"),
    accountId: idSchema.optional(),
    outcome: z.enum(LOGIN_OUTCOMES, "Unknown outcome").optional(),
    ip: trimmed(64, "IP address"),
    signal: z.enum(LOGIN_SIGNALS, "Unknown signal").optional(),
    /** Agency days, inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    message: "The last day is before the first",
    path: ["to"],
  });
export type LoginAuditQuery = z.infer<typeof loginAuditQuerySchema>;

const loginAuditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  accountId: z.number().int().nullable(),
  /** The account's sign-in name (e-mail or mobile) and kind, when the name matched one. */
  accountName: z.string().nullable(),
  accountKind: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  outcome: z.enum(LOGIN_OUTCOMES),
  signals: z.array(z.enum(LOGIN_SIGNALS)),
});
export type LoginAuditRow = z.infer<typeof loginAuditRowSchema>;

export const loginAuditPageSchema = z.object({
  rows: z.array(loginAuditRowSchema),
  /**
   * Matching rows: exact up to LOGIN_AUDIT_COUNT_CAP rows past the page's start; `more` when
   * there are more than that (then `total` is a floor, shown "1,000+").
   */
  total: z.number().int(),
  more: z.boolean(),
});

/** POST /api/login-audit/end-sessions: every live token of the account is refused from now. */
export const endSessionsSchema = z.object({ accountId: idSchema });
export type EndSessions = z.infer<typeof endSessionsSchema>;
