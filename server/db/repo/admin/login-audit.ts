import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { accounts, loginAudit } from "../../schema/accounts";

export interface LoginAuditFilter {
  user?: string | undefined;
  accountId?: number | undefined;
  outcome?: string | undefined;
  ip?: string | undefined;
  signal?: "new-ip" | "new-device" | "burst" | "2fa-failed" | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  offset: number;
  limit: number;
  /** Count at most this many matching rows. */
  countCap: number;
}

const SIGNAL_CONDITION = {
  "new-ip": eq(loginAudit.newIp, true),
  "new-device": eq(loginAudit.newDevice, true),
  burst: eq(loginAudit.burst, true),
  "2fa-failed": eq(loginAudit.outcome, "2fa-failed"),
} as const;

/**
 * A page of attempts, newest first (the (at desc, id desc) index serves it; each filter has its
 * own index with time), and the count of matches up to `countCap`: counting millions of rows
 * exactly for "page 1 of N" would cost more than the page itself.
 */
export async function loginAuditPage(db: Db, f: LoginAuditFilter) {
  const conditions: SQL[] = [];
  if (f.user) conditions.push(sql`lower(${loginAudit.username}) = ${f.user.toLowerCase()}`);
  if (f.accountId) conditions.push(eq(loginAudit.accountId, f.accountId));
  if (f.outcome) conditions.push(eq(loginAudit.outcome, f.outcome));
  if (f.ip) conditions.push(eq(loginAudit.ip, f.ip));
  if (f.signal) conditions.push(SIGNAL_CONDITION[f.signal]);
  if (f.start) conditions.push(gte(loginAudit.at, f.start));
  if (f.end) conditions.push(lt(loginAudit.at, f.end));
  const where = conditions.length ? and(...conditions) : undefined;
  const capped = db
    .select({ one: sql`1` })
    .from(loginAudit)
    .where(where)
    .limit(f.countCap + 1)
    .as("capped");
  const [rows, counted] = await Promise.all([
    db
      .select({
        row: loginAudit,
        accountName: sql<string | null>`coalesce(${accounts.email}, ${accounts.mobile})`,
        accountKind: accounts.kind,
      })
      .from(loginAudit)
      .leftJoin(accounts, eq(accounts.id, loginAudit.accountId))
      .where(where)
      .orderBy(desc(loginAudit.at), desc(loginAudit.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(capped),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows, total: Math.min(n, f.countCap), more: n > f.countCap };
}

export async function accountExists(db: Db, accountId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row !== undefined;
}
