import type { LoginAuditRow } from "../../../../../server/contracts/admin/login-audit";
import * as calls from "../../../../../server/contracts/admin/login-audit-calls";
import { callApi } from "../../../../lib/call-api";
import type { AuditFilters } from "../model/audit-url";

export type { LoginAuditRow };
export { calls };

/**
 * A page of the login audit, as the DataTable asks for it: by keyset after the row above it when
 * that is loaded (scrolling), by offset otherwise (the first page, a jump with End).
 */
export async function loginAuditPage(
  filters: AuditFilters,
  start: number,
  length: number,
  after: LoginAuditRow | undefined,
  signal: AbortSignal,
) {
  const query = { ...filters, start, length, ...(after ? { after: after.id } : {}) };
  const answer = await callApi(calls.loginAuditList, query as never, {
    signal,
    hideLoadingBar: true,
  });
  return answer.succeeded ? answer.value : null;
}
