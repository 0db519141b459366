import { RIGHTS } from "../../server/contracts/rights-codes";
import { askText } from "./ask";
import { attendeeCommand } from "./attendee-action";

/** Sets the selected attendees' notes. */
export const setNotes = attendeeCommand({
  id: "sessions.setNotes",
  title: "Set attendee notes…",
  key: "Alt+Shift+Y",
  keywords: ["notes", "note"],
  rights: [RIGHTS.JobAdmin],
  action: "notes",
  done: "notes saved",
  ask: askText("Notes"),
});
