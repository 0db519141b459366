import type { LoginAuditRow } from "../../../../../server/contracts/admin/login-audit";
import * as calls from "../../../../../server/contracts/admin/login-audit-calls";
import { callApi } from "../../../../lib/call-api";
import type { AuditFilters } from "../model/audit-url";

export type { LoginAuditRow };
export { calls };

/** A page of the login audit, as the DataTable asks for it. */
export async function loginAuditPage(
  filters: AuditFilters,
  start: number,
  length: number,
  signal: AbortSignal,
) {
  const answer = await callApi(calls.loginAuditList, { ...filters, start, length } as never, {
    signal,
    hideLoadingBar: true,
  });
  return answer.succeeded ? answer.value : null;
}
