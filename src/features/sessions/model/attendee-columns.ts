import { createElement } from "react";
import type { Attendee } from "../../../../server/contracts/sessions/events";
import { SIGNOFF, signoffLabel } from "../../../../server/contracts/sessions/signoff-states";
import type { CountryVariant } from "../../../../server/contracts/validation";
import type { DataColumn } from "../../../components/ui/data-table";
import { signoffChipClass } from "../../../components/ui/signoff-chip";
import { agencyZone } from "../../../lib/agency-zone";
import { formatDate, formatMoney, formatPhone } from "../../../lib/format";
import { dayOf, timeOf } from "./instants";

const yes = (v: boolean) => (v ? "Yes" : "No");

/** "03/12/2026 10:00–11:00" of the attendee's time slot. */
export function slotText(r: Pick<Attendee, "timeSlotStartsAt" | "timeSlotEndsAt">): string {
  if (!r.timeSlotStartsAt) return "";
  // A session has a few slots and a grid shows hundreds of rows of them: each text is made once
  // per zone (three zone conversions each), not for every row scrolled into view.
  const key = `${agencyZone()} ${r.timeSlotStartsAt} ${r.timeSlotEndsAt ?? ""}`;
  let text = slotTexts.get(key);
  if (text === undefined) {
    const end = r.timeSlotEndsAt ? `–${timeOf(r.timeSlotEndsAt)}` : "";
    text = `${formatDate(dayOf(r.timeSlotStartsAt))} ${timeOf(r.timeSlotStartsAt)}${end}`;
    if (slotTexts.size >= 1_000) slotTexts.clear();
    slotTexts.set(key, text);
  }
  return text;
}
const slotTexts = new Map<string, string>();

/**
 * The attendee grid's columns, custom field headers from the session's labels. Every column has a
 * width, so the grid scrolls sideways rather than cutting statuses short (product §9).
 */
export function attendeeColumns(
  variant: CountryVariant = "default",
  customLabels: Partial<Record<1 | 2 | 3 | 4, string>> = {},
): DataColumn<Attendee>[] {
  const custom = ([1, 2, 3, 4] as const).map(
    (n): DataColumn<Attendee> => ({
      key: `custom${n}`,
      header: customLabels[n] || `Custom ${n}`,
      sortable: true,
      width: "9rem",
    }),
  );
  return [
    { key: "fullName", header: "Name", sortable: true, width: "12rem" },
    {
      key: "mobile",
      header: "Mobile",
      width: "9rem",
      render: (r) => formatPhone(r.mobile, "mobile", variant),
    },
    {
      key: "timeSlotStartsAt",
      header: "Time slot",
      sortable: true,
      width: "12rem",
      render: (r) => slotText(r),
    },
    { key: "status", header: "Status", sortable: true, width: "10rem" },
    { key: "confirmed", header: "Confirmed", sortable: true, width: "7rem", render: (r) => yes(r.confirmed) },
    { key: "interviewTime", header: "Interview time", width: "8rem" },
    {
      key: "incentive",
      header: "Incentive",
      width: "7rem",
      align: "right",
      sortable: true,
      render: (r) => formatMoney(r.incentive),
    },
    {
      key: "paid",
      header: "Paid",
      sortable: true,
      width: "8rem",
      render: (r) => (r.paid ? "Yes" : (r.paymentStatus ?? "No")),
    },
    { key: "notes", header: "Notes", width: "14rem" },
    {
      key: "clientSignoff",
      header: "Client sign-off",
      width: "16rem",
      sortable: true,
      filter: { options: SIGNOFF_FILTERS },
      render: (r) => signoffChip(r),
    },
    ...custom,
    {
      key: "accessWarning",
      header: "Access",
      width: "16rem",
      render: (r) => (r.accessWarning ? `⚠ ${r.accessWarning}` : ""),
    },
  ];
}

/** The client's sign-off as a chip: 'Client approved' or 'Replace requested: reason' (decision 212). */
function signoffChip(r: Pick<Attendee, "clientSignoff" | "clientSignoffReason" | "clientSignoffBy">) {
  const text = signoffLabel(r.clientSignoff, r.clientSignoffReason);
  if (!text) return "";
  const title = r.clientSignoffBy ? `${text} (${r.clientSignoffBy})` : text;
  const className = signoffChipClass(r.clientSignoff === SIGNOFF.Approved);
  return createElement("span", { className, title }, text);
}

/** The sign-off filter's choices; "none" keeps the bookings the client has not decided on. */
const NO_SIGNOFF = "none";
const SIGNOFF_FILTERS = [
  { value: SIGNOFF.ReplaceRequested, label: "Replace requested" },
  { value: SIGNOFF.Approved, label: "Client approved" },
  { value: NO_SIGNOFF, label: "No sign-off" },
];

/** The attendee grid's filter row over the loaded list (the grid filters what the session holds). */
export function filterAttendees(rows: readonly Attendee[], filters: Record<string, string>): Attendee[] {
  const signoff = filters.clientSignoff ?? "";
  if (!signoff) return [...rows];
  return rows.filter((r) =>
    signoff === NO_SIGNOFF ? r.clientSignoff === null : r.clientSignoff === signoff,
  );
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
