import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeUndo } from "../../src/features/sessions/state/screen-state";
import { defineCommand } from "../core/types";
import { undoBatches } from "./attendee-action";
import { focusedSession, SESSION_EDIT } from "./session-context";

/**
 * Undoes the last bulk attendee action of the session on screen (decision 172), while the server
 * still keeps it; another session's actions are out of its reach.
 */
export const undoAttendeeAction = defineCommand({
  id: "sessions.undoAttendeeAction",
  title: "Undo last attendee action",
  category: "Attendees",
  keywords: ["undo", "revert", "restore"],
  key: "Alt+Shift+Z",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  enabled: (ctx) => {
    const session = focusedSession(ctx);
    const last = session ? attendeeUndo.current(session.id) : null;
    return last ? true : "Nothing to undo in this session: no attendee action in the last few minutes.";
  },
  run: async (ctx) => {
    const session = focusedSession(ctx);
    const last = session ? attendeeUndo.current(session.id) : null;
    if (!last) return;
    await undoBatches(ctx, last.sessionId, last.batchIds, last.title);
  },
});
