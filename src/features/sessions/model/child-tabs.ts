import { DURATIONS_TAB, INCENTIVES_TAB, QUOTAS_TAB } from "../../../components/ui/child-tab-specs";
import type { DataColumn } from "../../../components/ui/data-table";
import { col } from "../../../components/ui/record-columns";
import type { FieldSpec } from "../../../components/ui/record-form";
import { formatDate } from "../../../lib/format";
import { dayOf, timeOf } from "./instants";
import type { SessionTab } from "./session-tabs";

type Row = Record<string, unknown>;
export type SessionChildTabName = Exclude<SessionTab, "details" | "attendees" | "standby">;

type Options = { value: string; label: string }[];
/** The pick lists the editors offer: the job's client contacts and venues, and two lookups. */
export type SessionLookups = Record<"contacts" | "contactTypes" | "venues" | "incentiveTypes", Options>;
/** The tabs edited through the spec of this module (time slots have their own form model). */
export type SessionEditableTab = Exclude<SessionChildTabName, "times">;

export interface SessionChildSpec {
  title: string;
  columns: DataColumn<Row>[];
}
export interface SessionEditableSpec extends SessionChildSpec {
  fields: (l: SessionLookups) => FieldSpec[];
  /** A blank row's values besides the fields' own defaults. */
  blank: (ids: { sessionId: number; jobId: number }) => Row;
}

const str = (v: unknown) => (typeof v === "string" ? v : null);
const yes = (v: unknown) => (v ? "Yes" : "");

export const SESSION_TIMES_TAB: SessionChildSpec = {
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
};

export const SESSION_CHILD_TABS: Record<SessionEditableTab, SessionEditableSpec> = {
  contacts: {
    title: "Contacts",
    columns: [col("name", "Name"), col("email", "Email"), col("phone", "Phone"), col("contactType", "Type")],
    fields: (l) => [
      { name: "clientContactId", label: "Client contact", kind: "idselect", options: l.contacts },
      { name: "contactType", label: "Contact type", kind: "select", options: l.contactTypes },
    ],
    blank: ({ sessionId }) => ({ id: 0, jobGroupId: sessionId }),
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
      col("notes", "Notes"),
    ],
    fields: (l) => [
      { name: "venueId", label: "Venue", kind: "idselect", options: l.venues },
      { name: "notes", label: "Notes", kind: "textarea" },
    ],
    blank: ({ sessionId }) => ({ id: 0, jobGroupId: sessionId }),
  },
  customfields: {
    title: "Custom fields",
    columns: [col("fieldNo", "No.", undefined, "right"), col("label", "Label")],
    fields: () => [
      { name: "fieldNo", label: "Field number (1–4)", kind: "number" },
      { name: "label", label: "Label (the attendee grid's column header)" },
    ],
    blank: ({ sessionId }) => ({ id: 0, jobGroupId: sessionId }),
  },
  incentives: { ...INCENTIVES_TAB, blank: () => ({ id: 0 }) },
  durations: { ...DURATIONS_TAB, blank: () => ({ id: 0 }) },
  quotas: {
    ...QUOTAS_TAB,
    blank: ({ sessionId, jobId }) => ({ id: 0, jobId, jobGroupId: sessionId, achieved: 0, sortOrder: 0 }),
  },
};
