import { RIGHTS } from "../../server/contracts/rights-codes";
import { type Command, defineCommand } from "../core/types";
import { enabledFor, onAttendees, setStatus } from "./attendee-action";
import { beforeStart, canRecordAttendance } from "./attendee-rules";

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
    ...onAttendees({ ...spec, rights: [RIGHTS.JobAdmin] }),
    enabled: (ctx) =>
      beforeStart(ctx) ??
      enabledFor(ctx, canRecordAttendance, "Not for the selected attendees' status (book them first)."),
    run: (ctx) => setStatus(ctx, spec.status),
  });
}
