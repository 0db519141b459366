import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { attendeeLists, enabledFor } from "./attendee-action";
import { focusedSession, onAttendeeList, plural, SESSION_EDIT, selectedAttendees } from "./session-context";

/**
 * Forgets the client's approval or replacement request on the selected attendees (decision 212),
 * once the recruiter has dealt with it; the booking's history keeps what the client said.
 */
export const clearClientSignoff = defineCommand({
  id: "sessions.clearClientSignoff",
  title: "Clear client sign-off",
  category: "Attendees",
  keywords: ["client", "sign-off", "approved", "replace", "replacement"],
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  enabled: (ctx) =>
    enabledFor(ctx, (r) => Boolean(r.clientSignoff), "None of the selected attendees has a client sign-off."),
  run: async (ctx) => {
    const session = focusedSession(ctx);
    const ids = selectedAttendees(ctx)
      .filter((r) => r.clientSignoff)
      .map((r) => r.eventId);
    if (!session || !ids.length) return;
    const { signoffCalls } = await ctx.areas.sessions();
    const answer = await ctx.call(signoffCalls.clearSignoff, { ids }, { refresh: attendeeLists(session.id) });
    if (!answer.succeeded || !answer.value) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success(
      "Successfully Saved!",
      `Client sign-off cleared on ${plural(answer.value.cleared.length, "attendee")}.`,
    );
  },
});
