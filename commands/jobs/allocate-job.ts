import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { JOB_EDIT, JOB_LIST, targetJobIds } from "./job-context";

/** Sets the project manager of the focused job or of every job selected in the list. */
export const allocateJob = defineCommand({
  id: "jobs.allocate",
  title: "Allocate job…",
  category: "Jobs",
  keywords: ["project manager", "assign", "recruiter", "allocate"],
  rights: [RIGHTS.JobAdmin],
  scope: [JOB_LIST, ...JOB_EDIT],
  enabled: (ctx) => (targetJobIds(ctx).length > 0 ? true : "Select one or more jobs first."),
  run: async (ctx) => {
    const ids = targetJobIds(ctx);
    if (!ids.length) return;
    const who = await ctx.prompt(
      `Project manager (user name) for ${ids.length === 1 ? "this job" : `${ids.length} jobs`}`,
      "",
    );
    if (who === null || !who.trim()) return;
    const { allocateJobs } = await ctx.areas.jobs();
    const answer = await allocateJobs(ids, who.trim(), []);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Saved!");
  },
});
