import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { JOB_EDIT, JOB_LIST, targetJobIds } from "./job-context";

/**
 * Sets one status on the focused job or on every job selected in the list (a batch finished in
 * field, a client putting work on hold); the statuses are the JobStatus list (decision 190).
 */
export const setJobStatus = defineCommand<string>({
  id: "jobs.setStatus",
  title: "Set job status…",
  category: "Jobs",
  keywords: ["status", "close", "on hold", "in field", "cancel"],
  rights: [RIGHTS.JobAdmin],
  scope: [JOB_LIST, ...JOB_EDIT],
  enabled: (ctx) => (targetJobIds(ctx).length > 0 ? true : "Select one or more jobs first."),
  picker: {
    placeholder: "Status",
    minLength: 0,
    hint: "Choose the jobs' new status.",
    load: async (query, ctx, signal) => {
      const { lookupList } = await import("../../server/contracts/lookups-calls");
      const answer = await ctx.call(lookupList, { name: "GetJobStatusList" }, { signal });
      const words = query.trim().toLowerCase();
      return (answer.succeeded ? answer.value : [])
        .filter((item) => item.label.toLowerCase().includes(words))
        .map((item) => ({ id: `status-${item.code}`, title: item.label, value: item.code }));
    },
  },
  run: async (ctx, status) => {
    const jobIds = targetJobIds(ctx);
    if (!jobIds.length || !status) return;
    const { calls, jobKeys } = await ctx.areas.jobs();
    const answer = await ctx.call(calls.setJobStatus, { jobIds, status }, { refresh: [jobKeys.all] });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    const jobs = jobIds.length === 1 ? "The job is" : `${jobIds.length} jobs are`;
    ctx.toast.success("Successfully Saved!", `${jobs} now ${status}.`);
  },
});
