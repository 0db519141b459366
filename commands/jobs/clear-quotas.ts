import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** Removes every quota of the focused job, after asking. */
export const clearQuotas = defineCommand({
  id: "jobs.clearQuotas",
  title: "Clear quotas",
  category: "Jobs",
  keywords: ["remove all quotas", "reset quotas"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) =>
    focusedRecordId(ctx, JOB_EDIT) !== null &&
    (ctx.focused?.params.selectedtab ?? "").toLowerCase() === "quotas",
  run: async (ctx) => {
    const id = focusedRecordId(ctx, JOB_EDIT);
    if (id === null) return;
    if (
      !(await ctx.confirm(
        "Every quota of this job will be removed. You won't be able to revert this!",
        "Are you sure?",
      ))
    )
      return;
    const { calls, jobChildren } = await ctx.areas.jobs();
    const answer = await ctx.call(calls.clearQuotas, { request: { jobId: id } });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    await (await ctx.areas.records()).refreshChildren(jobChildren.quotas, id);
    ctx.toast.success("Successfully Deleted!", "Quotas cleared.");
  },
});
