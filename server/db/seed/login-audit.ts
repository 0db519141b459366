import { eq, like } from "drizzle-orm";
import type { Db } from "../client";
import { insertLoginAudit, type LoginOutcome } from "../repo/audit";
import { accounts, loginAudit } from "../schema/accounts";

const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1";

/**
 * Demo sign-ins (decision 272) written through the audit's own insert, so their signals are the
 * real ones: the admin's usual desktop, then a sign-in from a new IP on a phone; a burst of six
 * wrong passwords for the recruiter from one address; a wrong 2FA code. Documentation IPs only.
 */
export async function seedLoginAudit(db: Db, now = new Date()): Promise<void> {
  const [done] = await db
    .select({ id: loginAudit.id })
    .from(loginAudit)
    .where(like(loginAudit.ip, "203.0.113.%"))
    .limit(1);
  if (done) return;
  const idOf = async (email: string) =>
    (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1))[0]?.id ??
    null;
  const admin = await idOf("admin@demo.test");
  const recruiter = await idOf("recruiter@demo.test");
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const row = (
    m: number,
    username: string,
    accountId: number | null,
    ip: string,
    outcome: LoginOutcome,
    userAgent = DESKTOP,
  ) => insertLoginAudit(db, { username, accountId, ip, outcome, userAgent, at: minutesAgo(m) });

  for (const days of [6, 5, 4, 3, 2])
    await row(days * 1440, "admin@demo.test", admin, "203.0.113.10", "success");
  await row(600, "admin@demo.test", admin, "203.0.113.77", "success", PHONE);
  for (let i = 0; i < 6; i += 1)
    await row(120 - i, "recruiter@demo.test", recruiter, "203.0.113.99", "bad-credentials");
  await row(100, "Recruiter@demo.test", recruiter, "203.0.113.99", "locked");
  await row(60, "recruiter@demo.test", recruiter, "203.0.113.20", "success");
  await row(30, "admin@demo.test", admin, "203.0.113.10", "2fa-failed");
  await row(20, "a.stranger@demo.test", null, "203.0.113.55", "bad-credentials");
}
