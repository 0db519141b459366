import { and, count, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { loginAudit } from "../schema/accounts";

export type LoginOutcome =
  | "success"
  | "bad-credentials"
  | "locked"
  | "inactive"
  | "2fa-required"
  | "2fa-failed";

/** Outcomes that count towards a burst (decision 272): every refused attempt. */
const FAILED_OUTCOMES: readonly LoginOutcome[] = ["bad-credentials", "locked", "inactive", "2fa-failed"];
/** A burst: this many failures for one typed name, or one IP, within BURST_WINDOW_MS. */
const BURST_FAILURES = 5;
const BURST_WINDOW_MS = 10 * 60_000;

export interface LoginAuditRow {
  username: string;
  accountId: number | null;
  ip: string;
  outcome: LoginOutcome;
  userAgent?: string | null | undefined;
  at?: Date | undefined;
}

/** Whether the account has signed in successfully before with this column's value. */
async function seenBefore(db: Db, accountId: number, match: SQL) {
  const [row] = await db
    .select({ id: loginAudit.id })
    .from(loginAudit)
    .where(and(eq(loginAudit.accountId, accountId), eq(loginAudit.outcome, "success"), match))
    .limit(1);
  return row !== undefined;
}

/** Failures in the window before `at` matching `who` (the row being written not included). */
async function recentFailures(db: Db, who: SQL, at: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginAudit)
    .where(
      and(
        who,
        gt(loginAudit.at, new Date(at.getTime() - BURST_WINDOW_MS)),
        inArray(loginAudit.outcome, [...FAILED_OUTCOMES]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The signals of one new row, from earlier rows only, each an index lookup (account, IP or
 * lower(name) with time): the list then reads them as columns and never rescans the table.
 */
async function signalsOf(
  db: Db,
  row: Required<Omit<LoginAuditRow, "userAgent">> & { userAgent: string | null },
) {
  const signals = { newIp: false, newDevice: false, burst: false };
  if (row.outcome === "success" && row.accountId !== null) {
    signals.newIp = !(await seenBefore(db, row.accountId, eq(loginAudit.ip, row.ip)));
    signals.newDevice =
      row.userAgent !== null &&
      !(await seenBefore(db, row.accountId, eq(loginAudit.userAgent, row.userAgent)));
  }
  if (FAILED_OUTCOMES.includes(row.outcome)) {
    const name = row.username.toLowerCase();
    const [byName, byIp] = await Promise.all([
      recentFailures(db, sql`lower(${loginAudit.username}) = ${name}`, row.at),
      recentFailures(db, eq(loginAudit.ip, row.ip), row.at),
    ]);
    signals.burst = Math.max(byName, byIp) + 1 >= BURST_FAILURES;
  }
  return signals;
}

/** One row per sign-in attempt (LoginAuditAdmin reads them), with its signals. */
export async function insertLoginAudit(db: Db, input: LoginAuditRow) {
  const row = {
    ...input,
    username: input.username.slice(0, 254),
    userAgent: input.userAgent ? input.userAgent.slice(0, 500) : null,
    at: input.at ?? new Date(),
  };
  await db.insert(loginAudit).values({ ...row, ...(await signalsOf(db, row)) });
}
