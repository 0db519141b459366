import type { Db } from "../client";
import { loginAudit } from "../schema/accounts";

export type LoginOutcome =
  | "success"
  | "bad-credentials"
  | "locked"
  | "inactive"
  | "2fa-required"
  | "2fa-failed";

/** One row per sign-in attempt (LoginAuditAdmin reads them). */
export async function insertLoginAudit(
  db: Db,
  row: { username: string; accountId: number | null; ip: string; outcome: LoginOutcome },
) {
  await db.insert(loginAudit).values({ ...row, username: row.username.slice(0, 254) });
}
