import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { setStatus } from "./attendee-action";
import { onAttendeeList, SESSION_EDIT, selectedAttendees } from "./session-context";

/** Marks the selected attendees No show (counted on the respondent). */
export const markNoShow = defineCommand({
  id: "sessions.markNoShow",
  title: "Mark no-show",
  category: "Attendees",
  keywords: ["no show", "absent", "did not attend", "outcome"],
  key: "Alt+Shift+X",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  enabled: (ctx) => (selectedAttendees(ctx).length > 0 ? true : "Select one or more attendees first."),
  run: (ctx) => setStatus(ctx, "No show"),
});
