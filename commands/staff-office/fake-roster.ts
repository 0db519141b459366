import type { Roster, Shift } from "../../server/contracts/staff-office/roster";
import { rosterKeys } from "../../src/features/staff-office/roster/api/roster-keys";
import { rosterScreen } from "../../src/features/staff-office/roster/state/roster-state";
import { queryClient } from "../../src/lib/query-client";
import { store } from "../../src/lib/store";

/** A roster screen showing the week of 30/11/2026, for the roster commands' tests. */
export const SHIFT: Shift = {
  id: 41,
  staffUserId: 7,
  day: "2026-12-01",
  start: "09:00",
  end: "12:00",
  endDay: null,
  startsAt: "2026-11-30T22:00:00.000Z",
  endsAt: "2026-12-01T01:00:00.000Z",
  hours: 3,
  kind: "other",
  jobId: null,
  sessionId: null,
  label: "Shift",
  note: null,
  status: "draft",
};

const ROSTER: Roster = {
  from: "2026-11-30",
  to: "2026-12-06",
  days: ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"],
  zone: "Australia/Sydney",
  canEdit: true,
  people: [
    { id: 7, username: "amy@demo.test", name: "Amy Lee", position: null, hours: 3 },
    { id: 8, username: "ben@demo.test", name: "Ben Ng", position: null, hours: 0 },
  ],
  shifts: [SHIFT],
  busy: [],
};

/** Shows ROSTER with the focus on (row, col): Amy's Tuesday holds SHIFT. */
export function showRoster(row = 0, col = 1) {
  queryClient.setQueryData(rosterKeys.range(ROSTER.from, ROSTER.to), ROSTER);
  store.set(rosterScreen, { anchor: "2026-12-02", view: "week", focus: { row, col }, pick: 0, moving: null });
}
