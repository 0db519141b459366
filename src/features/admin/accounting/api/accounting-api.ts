import * as calls from "../../../../../server/contracts/admin/accounting";
import { invoices } from "../../../../../server/contracts/jobs-calls";
import { callApi } from "../../../../lib/call-api";

export { calls };

/** POST /api/myob/post-invoice: once per page visit (a second post of one state is refused). */
export const postInvoice = (code: string, state: string) =>
  callApi(calls.myobPostInvoice, { code, state }, { hideLoadingBar: true });

/** The job's invoices, to follow the queued pushes. */
export const jobInvoices = (jobId: number) => callApi(invoices, { id: jobId }, { hideLoadingBar: true });
