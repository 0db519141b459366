import { RIGHTS } from "../../server/contracts/rights-codes";
import type { JobSuggestion } from "../../server/contracts/search";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../core/types";

export const openJob = defineCommand<JobSuggestion>({
  id: "jobs.open",
  title: "Open job…",
  category: "Open",
  keywords: ["job", "project", "number", "#"],
  key: "Alt+J",
  keyInInputs: true,
  rights: [RIGHTS.JobAdmin],
  picker: {
    placeholder: "Job number or name",
    minLength: 2,
    hint: "Type at least 2 characters of the job number or name.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchJobs(query, signal)).map((j) => ({
        id: `job-${j.id}`,
        title: j.jobNumberAndName,
        subtitle: j.jobStatus,
        value: j,
      })),
  },
  run: (ctx, job) =>
    ctx.openView(href(ROUTES.jobEdit, { id: job.id }), {
      title: job.jobNumberAndName,
      otherPane: ctx.otherPane,
    }),
});
