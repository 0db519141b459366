import { RIGHTS } from "../../server/contracts/rights-codes";
import { jobsApi } from "../lazy";
import { defineCommand } from "../types";
import { focusedJobId, JOB_EDIT, selectedJobRows } from "./job-context";

/** Sends the selected invoice to the accounting system (the server names what to configure). */
export const pushInvoice = defineCommand({
  id: "jobs.pushInvoice",
  title: "Push invoice to accounting",
  category: "Jobs",
  keywords: ["myob", "xero", "accounting", "send invoice"],
  rights: [RIGHTS.Invoicing],
  scope: JOB_EDIT,
  when: (ctx) =>
    focusedJobId(ctx) !== null && (ctx.focused?.params.selectedtab ?? "").toLowerCase() === "invoices",
  enabled: (ctx) => (selectedJobRows(ctx).length === 1 ? true : "Select one invoice."),
  run: async (ctx) => {
    const jobId = focusedJobId(ctx);
    const invoice = selectedJobRows(ctx)[0];
    if (jobId === null || !invoice) return;
    const { pushInvoice: push } = await jobsApi();
    const answer = await push(jobId, Number(invoice.id));
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Invoice pushed", answer.successMsg ?? null);
  },
});
