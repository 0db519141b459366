import type { DataColumn } from "../../../components/ui/data-table";
import type { FieldSpec } from "../../../components/ui/record-form";
import { formatDate, formatMoney } from "./format";
import { dayOf, timeOf } from "./instants";
import type { SessionTab } from "./session-tabs";

type Row = Record<string, unknown>;
export type SessionChildTabName = Exclude<SessionTab, "details" | "attendees" | "standby">;

export interface SessionChildSpec {
  title: string;
  columns: DataColumn<Row>[];
  /** Absent: the list is read-only here. */
  fields?: FieldSpec[];
}

const col = (
  key: string,
  header: string,
  render?: (v: unknown) => string,
  align?: "right",
): DataColumn<Row> => ({
  key,
  header,
  ...(align ? { align } : {}),
  ...(render ? { render: (row: Row) => render(row[key]) } : {}),
});
const str = (v: unknown) => (typeof v === "string" ? v : null);
const yes = (v: unknown) => (v ? "Yes" : "");

export const SESSION_CHILD_TABS: Record<SessionChildTabName, SessionChildSpec> = {
  times: {
    title: "Time slots",
    columns: [
      { key: "slotDate", header: "Date", render: (r) => formatDate(dayOf(str(r.startsAt))) },
      col("startsAt", "Starts", (v) => timeOf(str(v))),
      col("endsAt", "Ends", (v) => timeOf(str(v))),
      col("capacity", "Capacity", (v) => (v ? String(v) : "No limit"), "right"),
      col("booked", "Booked", undefined, "right"),
      col("standby", "Standby", undefined, "right"),
      col("notes", "Notes"),
    ],
  },
  contacts: {
    title: "Contacts",
    columns: [col("name", "Name"), col("email", "Email"), col("phone", "Phone"), col("contactType", "Type")],
  },
  venues: {
    title: "Venues",
    columns: [
      col("name", "Venue"),
      col("address", "Address"),
      col("suburb", "Suburb"),
      col("stepFreeAccess", "Step-free", yes),
      col("hearingLoop", "Hearing loop", yes),
      col("accessibleToilet", "Accessible toilet", yes),
      col("parking", "Parking", yes),
    ],
  },
  customfields: {
    title: "Custom fields",
    columns: [col("fieldNo", "No.", undefined, "right"), col("label", "Label")],
    fields: [
      { name: "fieldNo", label: "Field number (1–4)", kind: "number" },
      { name: "label", label: "Label (the attendee grid's column header)" },
    ],
  },
  incentives: {
    title: "Incentives",
    columns: [
      col("incentiveType", "Type"),
      col("amount", "Amount", formatMoney, "right"),
      col("description", "Description"),
    ],
  },
  durations: {
    title: "Durations",
    columns: [
      col("minutes", "Minutes", undefined, "right"),
      col("description", "Description"),
      col("incentiveAmount", "Incentive", formatMoney, "right"),
    ],
  },
  quotas: {
    title: "Quotas",
    columns: [
      col("name", "Quota"),
      col("target", "Target", undefined, "right"),
      col("achieved", "Achieved", undefined, "right"),
    ],
  },
};
