import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { setStatus } from "./attendee-action";
import { onAttendeeList, SESSION_EDIT, selectedAttendees } from "./session-context";

/** Marks the selected attendees Attended (they turned up; payment becomes possible). */
export const markAttended = defineCommand({
  id: "sessions.markAttended",
  title: "Mark attended",
  category: "Attendees",
  keywords: ["attended", "showed", "present", "outcome"],
  key: "Alt+Shift+A",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  enabled: (ctx) => (selectedAttendees(ctx).length > 0 ? true : "Select one or more attendees first."),
  run: (ctx) => setStatus(ctx, "Attended"),
});
