import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../delete-flow";
import { defineCommand } from "../types";
import { focusedSession, SESSION_EDIT } from "./session-context";

/** Deletes the focused session (and its bookings) through the delete flow; its tab closes. */
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
    await runDeleteFlow(ctx, {
      kind: "session",
      what: "This session and its bookings",
      remove: async () => (await ctx.areas.sessions()).deleteSessions(session.jobId, [session.id]),
      after: "closeTab",
    });
  },
});
