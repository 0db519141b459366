import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { enabledFor, setStatus } from "./attendee-action";
import { beforeStart, canRecordAttendance } from "./attendee-rules";
import { onAttendeeList, SESSION_EDIT } from "./session-context";

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
  enabled: (ctx) =>
    beforeStart(ctx) ??
    enabledFor(ctx, canRecordAttendance, "Not for the selected attendees' status (book them first)."),
  run: (ctx) => setStatus(ctx, "No show"),
});
