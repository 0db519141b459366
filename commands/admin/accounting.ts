import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "../jobs/job-context";

/**
 * Starts the MYOB round trip for the open job (decision 278): the server answers MYOB's sign-in
 * address with a signed state, the browser goes there, and MYOB sends it back to myobcallback,
 * which queues the job's unpushed invoices.
 */
export const pushInvoicesToMyob = defineCommand({
  id: "jobs.pushInvoicesToMyob",
  title: "Send the job's invoices to MYOB…",
  category: "Jobs",
  keywords: ["myob", "accounting", "push invoices", "sign in to myob"],
  rights: [RIGHTS.Invoicing, RIGHTS.StaffMYOBAccess],
  scope: JOB_EDIT,
  when: (ctx) => focusedRecordId(ctx, JOB_EDIT) !== null,
  run: async (ctx) => {
    const jobId = focusedRecordId(ctx, JOB_EDIT);
    if (jobId === null) return;
    const { calls } = await ctx.areas.accounting();
    const answer = await ctx.call(calls.myobAuthorise, { jobId });
    if (!answer.succeeded) return ctx.toast.error("MYOB not reached", answer.errors.join(" "));
    window.location.assign(answer.value.url);
  },
});
