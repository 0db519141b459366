import { RIGHTS } from "../../server/contracts/rights-codes";
import { type Command, defineCommand } from "../core/types";
import { enabledFor, setStatus } from "./attendee-action";
import { beforeStart, canRecordAttendance } from "./attendee-rules";
import { onAttendeeList, SESSION_EDIT } from "./session-context";

/**
 * An attendance outcome on the selected attendees, recorded from the session's start on (the
 * server refuses it before too): Attended or No show.
 */
export function attendanceCommand(spec: {
  id: string;
  title: string;
  keywords: string[];
  key: string;
  status: "Attended" | "No show";
}): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: "Attendees",
    keywords: spec.keywords,
    key: spec.key,
    rights: [RIGHTS.JobAdmin],
    scope: SESSION_EDIT,
    when: onAttendeeList,
    enabled: (ctx) =>
      beforeStart(ctx) ??
      enabledFor(ctx, canRecordAttendance, "Not for the selected attendees' status (book them first)."),
    run: (ctx) => setStatus(ctx, spec.status),
  });
}
