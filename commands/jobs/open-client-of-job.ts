import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { shownJobClient } from "../../src/features/jobs/state/screen-state";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** Opens the client of the focused job (beside it with Ctrl/Cmd). */
export const openClientOfJob = defineCommand({
  id: "jobs.openClient",
  title: "Open client of this job",
  category: "Jobs",
  keywords: ["client", "customer"],
  rights: [RIGHTS.ClientAdmin],
  scope: JOB_EDIT,
  when: (ctx) => focusedRecordId(ctx, JOB_EDIT) !== null,
  enabled: (ctx) => {
    const id = focusedRecordId(ctx, JOB_EDIT);
    return id !== null && shownJobClient(id)?.clientId ? true : "This job has no client.";
  },
  run: (ctx) => {
    const id = focusedRecordId(ctx, JOB_EDIT);
    const job = id === null ? undefined : shownJobClient(id);
    if (job?.clientId)
      ctx.openView(href(ROUTES.clientEditTab, { id: job.clientId, selectedtab: "details" }), {
        title: job.clientName ?? "Client",
        otherPane: ctx.otherPane,
      });
  },
});
