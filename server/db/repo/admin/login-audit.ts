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
  /** Rows to skip: the page's position in the list (also what the count is added to). */
  offset: number;
  /**
   * Keyset: the id of the row just above this page (the last row of the page before). The page
   * then starts after it by (at, id), skipping nothing; `offset` only places it in the count.
   */
  after?: number | undefined;
  limit: number;
  /** Count at most this many matching rows from the page's first row on. */
  countCap: number;
}

const SIGNAL_CONDITION = {
  "new-ip": eq(loginAudit.newIp, true),
  "new-device": eq(loginAudit.newDevice, true),
  burst: eq(loginAudit.burst, true),
  "2fa-failed": eq(loginAudit.outcome, "2fa-failed"),
} as const;

/**
 * A page of attempts, newest first, and how many match (decision 282). Every filter has an index
 * ending in (at, id), read backwards: the page costs its own rows, never a sort of the table.
 * With `after` the page is a keyset read (`(at, id) < the cursor row's`), so deep pages cost no
 * more than the first. The count is exact up to `countCap` rows from the page's first row on
 * (`offset` + that; `more` says there are more): counting millions of rows exactly for
 * "N rows" would cost more than the page itself.
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
  // The cursor is a row id, not its time: a JavaScript Date drops the microseconds `at` keeps.
  // An id that is not (or no longer) there matches nothing rather than restarting the list.
  if (f.after !== undefined)
    conditions.push(
      sql`(${loginAudit.at}, ${loginAudit.id}) < (select c.at, c.id from ${loginAudit} c where c.id = ${f.after})`,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const skip = f.after === undefined ? f.offset : 0;
  const capped = db
    .select({ one: sql`1` })
    .from(loginAudit)
    .where(where)
    .limit(skip + f.countCap + 1)
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
      .offset(skip),
    db.select({ n: count() }).from(capped),
  ]);
  const n = counted[0]?.n ?? 0;
  // Without a cursor the count ran from the list's top: it is the total itself, capped.
  // With one it ran from the page's first row on: the rows above (`offset`) are added.
  const base = f.after === undefined ? 0 : f.offset;
  const cap = skip + f.countCap;
  return { rows, total: base + Math.min(n, cap), more: n > cap };
}

export async function accountExists(db: Db, accountId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row !== undefined;
}
