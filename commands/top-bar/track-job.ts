import { SEARCH_MIN_LENGTH } from "../../server/contracts/search-constants";
import { defineCommand } from "../core/types";

export const trackJob = defineCommand<{ id: number; jobNumberAndName: string }>({
  id: "topBar.trackJob",
  title: "Track a job…",
  category: "Top bar",
  keywords: ["time", "tracker", "start tracking"],
  key: "Alt+Shift+J",
  picker: {
    placeholder: "Job number or name to track",
    // The job tracker's minimum of product §5.
    minLength: SEARCH_MIN_LENGTH["job-number"],
    hint: "Type at least 4 characters of the job number or name.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchJobs(query, signal)).map((j) => ({
        id: `track-${j.id}`,
        title: j.jobNumberAndName,
        subtitle: j.jobStatus,
        value: { id: j.id, jobNumberAndName: j.jobNumberAndName },
      })),
  },
  run: (ctx, job) => ctx.api.tracker.track(job),
});
