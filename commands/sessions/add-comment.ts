import { RIGHTS } from "../../server/contracts/rights-codes";
import { askText } from "./ask";
import { attendeeCommand } from "./attendee-action";

/** Adds a document comment to the selected attendees. */
export const addComment = attendeeCommand({
  id: "sessions.addComment",
  title: "Add attendee comment…",
  key: "Alt+Shift+D",
  keywords: ["comment", "document"],
  rights: [RIGHTS.JobAdmin],
  action: "comment",
  done: "comment saved",
  ask: askText("Comment"),
});
