import type { Attendee } from "../../../../server/contracts/events";
import type { DataColumn } from "../../../components/ui/data-table";
import { formatDate, formatMoney } from "../../../lib/format";
import { dayOf, timeOf } from "./instants";

const yes = (v: boolean) => (v ? "Yes" : "No");

/** "03/12/2026 10:00–11:00" of the attendee's time slot. */
function slotText(r: Pick<Attendee, "timeSlotStartsAt" | "timeSlotEndsAt">): string {
  if (!r.timeSlotStartsAt) return "";
  const end = r.timeSlotEndsAt ? `–${timeOf(r.timeSlotEndsAt)}` : "";
  return `${formatDate(dayOf(r.timeSlotStartsAt))} ${timeOf(r.timeSlotStartsAt)}${end}`;
}

/** The attendee grid's columns (issue 9 item 3), custom field headers from the session's labels. */
export function attendeeColumns(
  customLabels: Partial<Record<1 | 2 | 3 | 4, string>> = {},
): DataColumn<Attendee>[] {
  const custom = ([1, 2, 3, 4] as const).map(
    (n): DataColumn<Attendee> => ({
      key: `custom${n}`,
      header: customLabels[n] || `Custom ${n}`,
      sortable: true,
    }),
  );
  return [
    { key: "fullName", header: "Name", sortable: true, width: "12rem" },
    { key: "mobile", header: "Mobile" },
    { key: "timeSlotStartsAt", header: "Time slot", sortable: true, render: (r) => slotText(r) },
    { key: "status", header: "Status", sortable: true },
    { key: "confirmed", header: "Confirmed", sortable: true, render: (r) => yes(r.confirmed) },
    { key: "interviewTime", header: "Interview time" },
    {
      key: "incentive",
      header: "Incentive",
      align: "right",
      sortable: true,
      render: (r) => formatMoney(r.incentive),
    },
    {
      key: "paid",
      header: "Paid",
      sortable: true,
      render: (r) => (r.paid ? "Yes" : (r.paymentStatus ?? "No")),
    },
    { key: "notes", header: "Notes" },
    ...custom,
    {
      key: "accessWarning",
      header: "Access",
      render: (r) => (r.accessWarning ? `⚠ ${r.accessWarning}` : ""),
    },
  ];
}

/** Client-side sort of the loaded attendee list (the grid sorts what the session holds). */
export function sortAttendees(
  rows: readonly Attendee[],
  column: string | null,
  dir: "asc" | "desc",
): Attendee[] {
  const out = [...rows];
  if (!column) return out;
  const sign = dir === "asc" ? 1 : -1;
  const value = (r: Attendee) => (r as unknown as Record<string, unknown>)[column];
  out.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === "number" && typeof y === "number") return (x - y) * sign;
    if (typeof x === "boolean" && typeof y === "boolean") return (Number(x) - Number(y)) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
  return out;
}
