import { RIGHTS } from "../../server/contracts/rights-codes";
import { sessionScreens } from "../../src/features/sessions/api/screen-state";
import { type CommandContext, defineCommand } from "../types";
import { focusedJobId, JOB_EDIT, plural, selectedIds } from "./session-context";

const onJobSessions = (ctx: CommandContext) =>
  focusedJobId(ctx) !== null && ctx.focused?.params.selectedtab?.toLowerCase() === "sessions";

/** Deletes the sessions selected in the job's Sessions tab. */
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
    const records = await ctx.areas.records();
    const allowed = await records.deleteAllowed("session");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    const what = plural(ids.length, "session");
    if (
      !(await ctx.confirm(
        `${what} and their bookings will be deleted. You won't be able to revert this!`,
        "Are you sure?",
      ))
    )
      return;
    const { deleteSessions } = await ctx.areas.sessions();
    const answer = await deleteSessions(jobId, ids);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    if (ctx.focused) sessionScreens.setSelection(ctx.focused.path, []);
    ctx.toast.success("Successfully Deleted!", `${what} deleted.`);
  },
});
