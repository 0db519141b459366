import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { type CommandContext, defineCommand } from "../core/types";
import { focusedJobId, JOB_EDIT, plural, selectedIds } from "./session-context";

const onJobSessions = (ctx: CommandContext) =>
  focusedJobId(ctx) !== null && ctx.focused?.params.selectedtab?.toLowerCase() === "sessions";

/** Deletes the sessions selected in the job's Sessions tab (and their bookings). */
export const deleteSelectedSessions = defineCommand({
  id: "sessions.deleteSelectedOfJob",
  title: "Delete selected sessions",
  category: "Sessions",
  keywords: ["remove sessions", "job group"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => onJobSessions(ctx),
  enabled: (ctx) => (selectedIds(ctx).length > 0 ? true : "Select one or more sessions first."),
  run: async (ctx) => {
    const jobId = focusedJobId(ctx);
    const ids = selectedIds(ctx);
    if (jobId === null || !ids.length) return;
    const what = plural(ids.length, "session");
    await runDeleteFlow(ctx, {
      kind: "session",
      what: `${what} and their bookings`,
      remove: async () => (await ctx.areas.sessions()).deleteSessions(jobId, ids),
      after: "clearSelection",
      successText: `${what} deleted.`,
    });
  },
});
