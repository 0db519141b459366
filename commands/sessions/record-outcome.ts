import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { setStatus } from "./attendee-action";
import { onAttendeeList, SESSION_EDIT, selectedAttendees } from "./session-context";

/**
 * The statuses a recruiter sets by hand here, the attendance outcomes first (minor 3: Enter by
 * reflex must not terminate anyone); the screener's own results (Terminated, Over quota) are not
 * offered.
 */
const PICKABLE = [
  "Attended",
  "No show",
  "Completed",
  "Showed but not used",
  "Late and not used",
  "Wrong profile",
  "Client cancelled",
  "Replaced",
  "Confirmed",
  "Booked",
  "Standby",
  "Declined",
  "Cancelled",
];

/** Sets an outcome (or any booking status) on the selected attendees, picked in the palette. */
export const recordOutcome = defineCommand<string>({
  id: "sessions.recordOutcome",
  title: "Record outcome…",
  category: "Attendees",
  keywords: ["status", "outcome", "completed", "wrong profile", "replaced", "standby", "cancel booking"],
  key: "Alt+Shift+R",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  enabled: (ctx) => (selectedAttendees(ctx).length > 0 ? true : "Select one or more attendees first."),
  picker: {
    placeholder: "Outcome or status",
    minLength: 0,
    hint: "Pick the status for the selected attendees.",
    load: async (query, ctx) => {
      const { BOOKING_STATUSES } = await ctx.areas.sessions();
      const known = new Set<string>(BOOKING_STATUSES);
      return PICKABLE.filter((o) => known.has(o) && o.toLowerCase().includes(query.trim().toLowerCase())).map(
        (o) => ({ id: `outcome-${o}`, title: o, value: o }),
      );
    },
  },
  run: (ctx, status) => setStatus(ctx, status),
});
