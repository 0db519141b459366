import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeUndo } from "../../src/features/sessions/api/screen-state";
import { defineCommand } from "../types";
import { undoBatches } from "./attendee-action";
import { SESSION_EDIT } from "./session-context";

/** Undoes the last bulk attendee action while the server still keeps it. */
export const undoAttendeeAction = defineCommand({
  id: "sessions.undoAttendeeAction",
  title: "Undo last attendee action",
  category: "Attendees",
  keywords: ["undo", "revert", "restore"],
  key: "Alt+Shift+Z",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  enabled: () => {
    const last = attendeeUndo.current();
    return last ? true : "Nothing to undo: no attendee action in the last few minutes.";
  },
  run: async (ctx) => {
    const last = attendeeUndo.current();
    if (!last) return;
    await undoBatches(ctx, last.sessionId, last.batchIds);
  },
});
