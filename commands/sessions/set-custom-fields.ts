import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { attendeeLists } from "./attendee-action";
import { focusedSession, onAttendeeList, plural, SESSION_EDIT, selectedAttendees } from "./session-context";

const FIELDS = [
  "schedulecustomfield1",
  "schedulecustomfield2",
  "schedulecustomfield3",
  "schedulecustomfield4",
] as const;

/**
 * Sets schedule custom fields 1–4 on the selected attendees (POST /api/job/jobcustomfields per
 * attendee, the spec's shape). Asks field by field; an empty answer clears the field, and
 * cancelling any question stops before anything is saved.
 */
export const setCustomFields = defineCommand({
  id: "sessions.setCustomFields",
  title: "Set attendee custom fields…",
  category: "Attendees",
  keywords: ["custom", "schedule custom field", "custom1"],
  key: "Alt+Shift+F",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  enabled: (ctx) => (selectedAttendees(ctx).length > 0 ? true : "Select one or more attendees first."),
  run: async (ctx) => {
    const session = focusedSession(ctx);
    const attendees = selectedAttendees(ctx);
    if (!session || !attendees.length) return;
    const values = {} as Record<(typeof FIELDS)[number], string>;
    for (const [i, field] of FIELDS.entries()) {
      const typed = await ctx.prompt(`Custom field ${i + 1}`, "");
      if (typed === null) return;
      values[field] = typed.trim();
    }
    const { eventCalls } = await ctx.areas.sessions();
    for (const attendee of attendees) {
      const answer = await ctx.call(
        eventCalls.saveCustomFields,
        { ...values, ResId: attendee.respondentId, RespEventId: attendee.eventId },
        { refresh: attendeeLists(session.id) },
      );
      if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    }
    ctx.toast.success(
      "Successfully Saved!",
      `Custom fields of ${plural(attendees.length, "attendee")} saved.`,
    );
  },
});
