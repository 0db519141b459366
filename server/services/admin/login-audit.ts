import type { UseCaseContext } from "../../context";
import {
  type EndSessions,
  LOGIN_AUDIT_COUNT_CAP,
  type LoginAuditQuery,
  type LoginAuditRow,
  type LoginSignal,
} from "../../contracts/admin/login-audit";
import { dayRange } from "../../contracts/agency-time";
import { accountExists, loginAuditPage } from "../../db/repo/admin/login-audit";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { endOtherSessions } from "../sign-in/sign-in-tokens";

type Stored = Awaited<ReturnType<typeof loginAuditPage>>["rows"][number];

function rowOf({ row, accountName, accountKind }: Stored): LoginAuditRow {
  const signals: LoginSignal[] = [];
  if (row.newIp) signals.push("new-ip");
  if (row.newDevice) signals.push("new-device");
  if (row.burst) signals.push("burst");
  if (row.outcome === "2fa-failed") signals.push("2fa-failed");
  return {
    id: row.id,
    at: row.at.toISOString(),
    username: row.username,
    accountId: row.accountId,
    accountName,
    accountKind,
    ip: row.ip,
    userAgent: row.userAgent,
    outcome: row.outcome as LoginAuditRow["outcome"],
    signals,
  };
}

/** GET /api/login-audit (LoginAuditAdmin): attempts newest first; dates are the agency's days. */
export async function listLoginAudit(ctx: UseCaseContext, q: LoginAuditQuery) {
  const { start, end } = dayRange(q.from, q.to, await agencyTimeZone(ctx));
  const page = await loginAuditPage(ctx.deps.db, {
    user: q.user,
    accountId: q.accountId,
    outcome: q.outcome,
    ip: q.ip,
    signal: q.signal,
    start,
    end,
    offset: q.start,
    after: q.after,
    limit: q.length,
    countCap: LOGIN_AUDIT_COUNT_CAP,
  });
  return { rows: page.rows.map(rowOf), total: page.total, more: page.more };
}

/**
 * POST /api/login-audit/end-sessions: every live token of the account is revoked (decision 010),
 * the caller's own included when it is theirs: refused here at once, elsewhere at the next refresh.
 */
export async function endAccountSessions(
  ctx: UseCaseContext,
  input: EndSessions,
): Promise<Outcome<{ ended: number }>> {
  if (!(await accountExists(ctx.deps.db, input.accountId))) return refusal("There is no such account.");
  return success({ ended: await endOtherSessions(ctx.deps, input.accountId) });
}
