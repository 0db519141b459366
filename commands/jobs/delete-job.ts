import { RIGHTS } from "../../server/contracts/rights-codes";
import { childRecords, jobsApi } from "../lazy";
import { defineCommand } from "../types";
import { focusedJobId, JOB_EDIT } from "./job-context";

/** Deletes the focused job after asking delete-allowed and the user. */
export const deleteJob = defineCommand({
  id: "jobs.delete",
  title: "Delete job",
  category: "Jobs",
  keywords: ["remove job"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => focusedJobId(ctx) !== null,
  run: async (ctx) => {
    const id = focusedJobId(ctx);
    if (id === null) return;
    const { deleteAllowed } = await childRecords();
    const allowed = await deleteAllowed("job");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    if (!(await ctx.confirm("This job will be deleted. You won't be able to revert this!", "Are you sure?")))
      return;
    const { deleteJobs } = await jobsApi();
    const answer = await deleteJobs([id]);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Deleted!");
    // The record is gone: its unsaved edits have nothing left to save to.
    ctx.workspace.closeTab({ discard: true });
  },
});
