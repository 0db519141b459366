import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** Deletes the focused job through the delete flow, then closes its tab. */
export const deleteJob = defineCommand({
  id: "jobs.delete",
  title: "Delete job",
  category: "Jobs",
  keywords: ["remove job"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => focusedRecordId(ctx, JOB_EDIT) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, JOB_EDIT);
    if (id === null) return;
    await runDeleteFlow(ctx, {
      kind: "job",
      what: "This job",
      remove: async () => (await ctx.areas.jobs()).deleteJobs([id]),
      after: "closeTab",
      successText: null,
    });
  },
});
