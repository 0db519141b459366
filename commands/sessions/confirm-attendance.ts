import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeCommand } from "./attendee-action";
import { canConfirm } from "./attendee-rules";

/** Confirms the selected attendees' attendance. */
export const confirmAttendance = attendeeCommand({
  id: "sessions.confirmAttendance",
  title: "Confirm attendance",
  key: "Alt+Shift+C",
  keywords: ["confirm", "attendees"],
  rights: [RIGHTS.JobAdmin],
  action: "confirm",
  done: "confirmed",
  allows: canConfirm,
  why: "Only booked or standby attendees can be confirmed.",
});
