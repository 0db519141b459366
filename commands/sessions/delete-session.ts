import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { focusedSession, SESSION_EDIT } from "./session-context";

/** Deletes the focused session after asking delete-allowed and the user; its tab closes. */
export const deleteSession = defineCommand({
  id: "sessions.delete",
  title: "Delete session",
  category: "Sessions",
  keywords: ["remove session", "job group"],
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: (ctx) => focusedSession(ctx) !== null,
  run: async (ctx) => {
    const session = focusedSession(ctx);
    if (!session) return;
    const records = await ctx.areas.records();
    const allowed = await records.deleteAllowed("session");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    if (
      !(await ctx.confirm(
        "This session and its bookings will be deleted. You won't be able to revert this!",
        "Are you sure?",
      ))
    )
      return;
    const { deleteSessions } = await ctx.areas.sessions();
    const answer = await deleteSessions(session.jobId, [session.id]);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Deleted!");
    ctx.workspace.closeTab({ discard: true });
  },
});
