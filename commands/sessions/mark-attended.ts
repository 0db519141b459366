import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { enabledFor, setStatus } from "./attendee-action";
import { beforeStart, canRecordAttendance } from "./attendee-rules";
import { onAttendeeList, SESSION_EDIT } from "./session-context";

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
  enabled: (ctx) =>
    beforeStart(ctx) ??
    enabledFor(ctx, canRecordAttendance, "Not for the selected attendees' status (book them first)."),
  run: (ctx) => setStatus(ctx, "Attended"),
});
