import { RIGHTS } from "../../server/contracts/rights-codes";
import { jobsApi } from "../lazy";
import { defineCommand } from "../types";
import { focusedJobId, JOB_EDIT } from "./job-context";

/** Removes every quota of the focused job, after asking. */
export const clearQuotas = defineCommand({
  id: "jobs.clearQuotas",
  title: "Clear quotas",
  category: "Jobs",
  keywords: ["remove all quotas", "reset quotas"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) =>
    focusedJobId(ctx) !== null && (ctx.focused?.params.selectedtab ?? "").toLowerCase() === "quotas",
  run: async (ctx) => {
    const id = focusedJobId(ctx);
    if (id === null) return;
    if (
      !(await ctx.confirm(
        "Every quota of this job will be removed. You won't be able to revert this!",
        "Are you sure?",
      ))
    )
      return;
    const { clearQuotas: clearJobQuotas } = await jobsApi();
    const answer = await clearJobQuotas(id);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Deleted!", "Quotas cleared.");
  },
});
