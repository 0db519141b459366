import { type KeyboardEvent, StrictMode, useCallback, useMemo } from "react";
import { createRoot } from "react-dom/client";
import type { Attendee } from "../../../server/contracts/sessions/events";
import { DataTable, type PageRequest } from "../../../src/components/ui/data-table";
import { attendeeColumns, sortAttendees } from "../../../src/features/sessions/model/attendee-columns";

/**
 * The attendee grid bench page: the session screen's grid (the shared DataTable with the attendee
 * columns and the in-memory loader of the attendees tab) over a 1,000-attendee session.
 */
const TOTAL = 1_000;
const STATUSES = ["Booked", "Confirmed", "Attended", "No show", "Standby"];
const rows: Attendee[] = Array.from({ length: TOTAL }, (_, i) => ({
  eventId: i + 1,
  respondentId: 10_000 + i,
  fullName: `Respondent ${String(i + 1).padStart(4, "0")}`,
  mobile: `04${String(10_000_000 + i).slice(-8)}`,
  email: null,
  jobId: 1,
  jobGroupId: 1,
  sessionNumber: 1,
  timeSlotId: (i % 8) + 1,
  timeSlotStartsAt: `2026-12-03T${String(9 + (i % 8)).padStart(2, "0")}:00:00+11:00`,
  timeSlotEndsAt: `2026-12-03T${String(10 + (i % 8)).padStart(2, "0")}:00:00+11:00`,
  status: STATUSES[i % STATUSES.length] ?? "Booked",
  paymentStatus: i % 3 === 0 ? "Paid" : null,
  confirmed: i % 2 === 0,
  attendanceConfirmedAt: null,
  interviewTime: i % 4 === 0 ? "10:30" : null,
  incentive: 75 + (i % 5) * 12.5,
  paid: i % 3 === 0,
  notes: i % 7 === 0 ? "Needs a parking spot" : null,
  documentComment: null,
  custom1: `C1-${i}`,
  custom2: null,
  custom3: i % 2 ? "Vegetarian" : null,
  custom4: null,
  voiceCallsLeft: 0,
  noShowCount: 0,
  accessWarning: i % 50 === 0 ? "Venue lacks: hearing loop" : null,
  version: 1,
  clientSignoff: i % 40 === 0 ? "Replace requested" : null,
  clientSignoffReason: i % 40 === 0 ? "Too many in the same suburb" : null,
  clientSignoffBy: i % 40 === 0 ? "Casey Client" : null,
  clientSignoffAt: null,
}));

function Bench() {
  const columns = useMemo(() => attendeeColumns(), []);
  const loadPage = useCallback(async (req: PageRequest) => {
    const sorted = sortAttendees(rows, req.sort?.column ?? null, req.sort?.dir ?? "asc");
    return { rows: sorted.slice(req.start, req.start + req.length), total: sorted.length };
  }, []);
  return (
    <DataTable<Attendee>
      label="Attendees"
      columns={columns}
      rowKey={(r) => r.eventId}
      loadPage={loadPage}
      height="600px"
    />
  );
}

/**
 * The harness's floor (`?floor`): the attribute and rows the bench watches, and a key handler that
 * only moves `aria-activedescendant` between two rows and changes one text node. What the bench
 * measures here is the wait for the next frame and the harness itself, not a grid.
 */
function Floor() {
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const n = Number(e.currentTarget.dataset.n ?? 0) + 1;
    e.currentTarget.dataset.n = String(n);
    e.currentTarget.setAttribute("aria-activedescendant", `floor-r${n % 2}`);
    const text = e.currentTarget.querySelector("td");
    if (text) text.textContent = `Row ${n}`;
  };
  // Spread: the grid's role, name and tab stop, as DataTable's table holds them.
  const grid = { role: "grid", "aria-label": "Floor", tabIndex: 0, "data-total": TOTAL, onKeyDown };
  return (
    <table {...grid}>
      <tbody>
        <tr id="floor-r0">
          <td>Row 0</td>
        </tr>
        <tr id="floor-r1">
          <td />
        </tr>
      </tbody>
    </table>
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>{new URLSearchParams(location.search).has("floor") ? <Floor /> : <Bench />}</StrictMode>,
  );
