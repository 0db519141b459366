import { RIGHTS } from "../../server/contracts/rights-codes";
import { jobKeys } from "../../src/features/jobs/api/job-keys";
import { queryClient } from "../../src/lib/query-client";
import { defineCommand } from "../types";
import { focusedJobId, JOB_EDIT } from "./job-context";

type JobLike = { clientId: number | null; clientName: string | null };

/** Opens the client of the focused job (beside it with Ctrl/Cmd). */
export const openClientOfJob = defineCommand({
  id: "jobs.openClient",
  title: "Open client of this job",
  category: "Jobs",
  keywords: ["client", "customer"],
  rights: [RIGHTS.ClientAdmin],
  scope: JOB_EDIT,
  when: (ctx) => focusedJobId(ctx) !== null,
  enabled: (ctx) => {
    const id = focusedJobId(ctx);
    const job = id === null ? undefined : queryClient.getQueryData<JobLike>(jobKeys.one(id));
    return job?.clientId ? true : "This job has no client.";
  },
  run: (ctx) => {
    const id = focusedJobId(ctx);
    const job = id === null ? undefined : queryClient.getQueryData<JobLike>(jobKeys.one(id));
    if (job?.clientId)
      ctx.openView(`/client/edit/${job.clientId}/details`, {
        title: job.clientName ?? "Client",
        otherPane: ctx.otherPane,
      });
  },
});
