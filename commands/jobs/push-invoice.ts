import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId, selectedRows } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** Sends the selected invoice to the accounting system (the server names what to configure). */
export const pushInvoice = defineCommand({
  id: "jobs.pushInvoice",
  title: "Push invoice to accounting",
  category: "Jobs",
  keywords: ["myob", "xero", "accounting", "send invoice"],
  rights: [RIGHTS.Invoicing],
  scope: JOB_EDIT,
  when: (ctx) =>
    focusedRecordId(ctx, JOB_EDIT) !== null &&
    (ctx.focused?.params.selectedtab ?? "").toLowerCase() === "invoices",
  enabled: (ctx) => (selectedRows(ctx).length === 1 ? true : "Select one invoice."),
  run: async (ctx) => {
    const jobId = focusedRecordId(ctx, JOB_EDIT);
    const invoice = selectedRows(ctx)[0];
    if (jobId === null || !invoice) return;
    const { calls, jobChildren } = await ctx.areas.jobs();
    const answer = await ctx.call(calls.pushInvoice, { id: Number(invoice.id) });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    await (await ctx.areas.records()).refreshChildren(jobChildren.invoices, jobId);
    ctx.toast.success("Invoice pushed", answer.successMsg ?? null);
  },
});
