import { RIGHTS } from "../../server/contracts/rights-codes";
import { askInterviewTime } from "./ask";
import { attendeeCommand } from "./attendee-action";

/** Sets the selected attendees' interview time (HH:MM). */
export const setInterviewTime = attendeeCommand({
  id: "sessions.setInterviewTime",
  title: "Set interview time…",
  key: "Alt+Shift+I",
  keywords: ["interview", "time"],
  rights: [RIGHTS.JobAdmin],
  action: "interviewTime",
  done: "interview time set",
  ask: askInterviewTime,
});
