import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { defineCommand } from "../core/types";
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
    const api = await ctx.areas.sessions();
    // The count of people affected goes on the button; unknown (the call failed) says no number.
    let booked = 0;
    try {
      booked = (await api.sessionTimes(session.id)).reduce((n, slot) => n + slot.booked, 0);
    } catch {
      booked = 0;
    }
    const bookings = booked === 1 ? "1 booking" : `${booked} bookings`;
    await runDeleteFlow(ctx, {
      kind: "session",
      what: booked > 0 ? `This session and its ${bookings}` : "This session and its bookings",
      confirmLabel: booked > 0 ? `Delete session and ${bookings}` : "Delete session",
      remove: () => api.deleteSessions(session.jobId, [session.id]),
      after: "closeTab",
    });
  },
});
