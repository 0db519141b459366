import type { DataColumn } from "../../../components/ui/data-table";
import type { FieldSpec } from "../../../components/ui/record-form";
import { formatDate, formatMoney } from "../../../lib/format";
import type { ListFormat } from "../../../lib/list-format";

type Options = { value: string; label: string }[];
export type Lookups = Record<
  "contactTypes" | "notesTypes" | "feedbackTypes" | "feedbackActions" | "addressTypes" | "states",
  Options
>;

/** Columns, form fields and blank values of one client tab list. */
export interface ChildTabSpec {
  /** Columns; phones, states and countries read through the list format. */
  columns: (show: ListFormat) => DataColumn<Record<string, unknown>>[];
  fields: (l: Lookups) => FieldSpec[];
  blank: (clientId: number) => Record<string, unknown>;
}

const col = (
  key: string,
  header: string,
  render?: (v: unknown) => string,
): DataColumn<Record<string, unknown>> => ({
  key,
  header,
  ...(render ? { render: (row: Record<string, unknown>) => render(row[key]) } : {}),
});
const yesNo = (v: unknown) => (v ? "Yes" : "No");

export const CLIENT_CHILD_TABS: Record<
  "contacts" | "notes" | "feedback" | "venues" | "addresses" | "purchaseorders",
  ChildTabSpec
> = {
  contacts: {
    columns: (show) => [
      col("firstName", "First name"),
      col("lastName", "Last name"),
      col("position", "Position"),
      col("email", "Email"),
      col("mobile", "Mobile", (v) => show.phone(v, "mobile")),
      col("phone", "Phone", (v) => show.phone(v, "landline")),
      col("contactTypes", "Types", (v) => (Array.isArray(v) ? v.join(", ") : "")),
    ],
    fields: (l) => [
      { name: "title", label: "Title" },
      { name: "firstName", label: "First name" },
      { name: "lastName", label: "Last name" },
      { name: "position", label: "Position" },
      { name: "email", label: "Email" },
      { name: "phone", label: "Phone", kind: "landline" },
      { name: "mobile", label: "Mobile", kind: "mobile" },
      { name: "isActive", label: "Active", kind: "checkbox" },
      { name: "contactTypes", label: "Contact types", kind: "checklist", options: l.contactTypes },
      { name: "notes", label: "Notes", kind: "textarea" },
    ],
    blank: (clientId) => ({ clientId, isActive: true, contactTypes: [] }),
  },
  notes: {
    columns: () => [
      col("createdAt", "Date", formatDate),
      col("notesType", "Type"),
      col("isExternal", "External", yesNo),
      col("note", "Note"),
      col("createdBy", "By"),
    ],
    fields: (l) => [
      { name: "notesType", label: "Type", kind: "select", options: l.notesTypes },
      { name: "isExternal", label: "External note", kind: "checkbox" },
      { name: "note", label: "Note", kind: "textarea" },
    ],
    blank: (clientId) => ({ clientId, notesType: "General", isExternal: false }),
  },
  feedback: {
    columns: () => [
      col("createdAt", "Date", formatDate),
      col("feedbackType", "Type"),
      col("feedbackAction", "Action"),
      col("comment", "Comment"),
      col("createdBy", "By"),
    ],
    fields: (l) => [
      { name: "feedbackType", label: "Type", kind: "select", options: l.feedbackTypes },
      { name: "feedbackAction", label: "Action", kind: "select", options: l.feedbackActions },
      { name: "comment", label: "Comment", kind: "textarea" },
    ],
    blank: (clientId) => ({ clientId }),
  },
  venues: {
    columns: (show) => [
      col("name", "Venue"),
      col("address", "Address"),
      col("suburb", "Suburb"),
      col("state", "State", show.state),
      col("phone", "Phone", (v) => show.phone(v, "landline")),
      col("isActive", "Active", yesNo),
    ],
    fields: (l) => [
      { name: "name", label: "Venue name" },
      { name: "address", label: "Address" },
      { name: "suburb", label: "Suburb" },
      { name: "state", label: "State", kind: "select", options: l.states },
      { name: "postcode", label: "Post code", kind: "postcode" },
      { name: "phone", label: "Phone", kind: "landline" },
      { name: "contactName", label: "Contact name" },
      { name: "isActive", label: "Active", kind: "checkbox" },
      { name: "notes", label: "Notes", kind: "textarea" },
    ],
    blank: (clientId) => ({ clientId, isActive: true }),
  },
  addresses: {
    columns: (show) => [
      col("addressType", "Type"),
      col("line1", "Line 1"),
      col("suburb", "Suburb"),
      col("state", "State", show.state),
      col("postcode", "Post code"),
      col("country", "Country", show.country),
    ],
    fields: (l) => [
      { name: "addressType", label: "Address type", kind: "select", options: l.addressTypes },
      { name: "line1", label: "Line 1" },
      { name: "line2", label: "Line 2" },
      { name: "suburb", label: "Suburb" },
      { name: "state", label: "State", kind: "select", options: l.states },
      { name: "postcode", label: "Post code", kind: "postcode" },
      { name: "country", label: "Country" },
    ],
    blank: (clientId) => ({ clientId }),
  },
  purchaseorders: {
    columns: () => [
      col("poNumber", "PO number"),
      { ...col("amount", "Amount", formatMoney), align: "right" },
      col("issuedDate", "Issued", formatDate),
      col("isActive", "Active", yesNo),
    ],
    fields: () => [
      { name: "poNumber", label: "PO number" },
      { name: "amount", label: "Amount", kind: "money" },
      { name: "issuedDate", label: "Issued", kind: "date" },
      { name: "isActive", label: "Active", kind: "checkbox" },
      { name: "notes", label: "Notes", kind: "textarea" },
    ],
    blank: (clientId) => ({ clientId, isActive: true }),
  },
};
