import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeCommand } from "./attendee-action";
import { canUnconfirm } from "./attendee-rules";

/** Takes back the selected attendees' confirmation (back to Booked). */
export const unconfirmAttendance = attendeeCommand({
  id: "sessions.unconfirmAttendance",
  title: "Unconfirm attendance",
  key: "Alt+Shift+U",
  keywords: ["unconfirm", "attendees"],
  rights: [RIGHTS.JobAdmin],
  action: "unconfirm",
  done: "unconfirmed",
  allows: canUnconfirm,
  why: "Only confirmed attendees can be unconfirmed.",
});
