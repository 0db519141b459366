import { DURATIONS_TAB, INCENTIVES_TAB, QUOTAS_TAB } from "../../../components/ui/child-tab-specs";
import type { DataColumn } from "../../../components/ui/data-table";
import { col, moneyCol } from "../../../components/ui/record-columns";
import type { FieldSpec } from "../../../components/ui/record-form";
import { formatDate } from "../../../lib/format";
import type { Options } from "./job-form";

export type JobLookups = Record<
  "contacts" | "contactTypes" | "venues" | "incentiveTypes" | "invoiceStatuses",
  Options
>;
export type JobEditableTab = "contacts" | "venues" | "incentives" | "durations" | "quotas" | "invoices";

type Row = Record<string, unknown>;
export interface JobChildSpec {
  title: string;
  columns: DataColumn<Row>[];
  fields: (l: JobLookups) => FieldSpec[];
  blank: (jobId: number) => Row;
}

export const JOB_CHILD_TABS: Record<JobEditableTab, JobChildSpec> = {
  contacts: {
    title: "Contacts",
    columns: [col("name", "Name"), col("email", "Email"), col("contactType", "Type")],
    fields: (l) => [
      { name: "clientContactId", label: "Client contact", kind: "idselect", options: l.contacts },
      { name: "contactType", label: "Contact type", kind: "select", options: l.contactTypes },
    ],
    blank: (jobId) => ({ jobId }),
  },
  venues: {
    title: "Venues",
    columns: [col("venueName", "Venue"), col("notes", "Notes")],
    fields: (l) => [
      { name: "venueId", label: "Venue", kind: "idselect", options: l.venues },
      { name: "notes", label: "Notes", kind: "textarea" },
    ],
    blank: (jobId) => ({ jobId }),
  },
  incentives: { ...INCENTIVES_TAB, blank: (jobId) => ({ jobId }) },
  durations: { ...DURATIONS_TAB, blank: () => ({}) },
  quotas: { ...QUOTAS_TAB, blank: (jobId) => ({ jobId, achieved: 0, sortOrder: 0 }) },
  invoices: {
    title: "Invoices",
    columns: [
      col("invoiceNumber", "Invoice"),
      col("status", "Status"),
      moneyCol("amount", "Amount"),
      col("issuedDate", "Issued", formatDate),
      col("dueDate", "Due", formatDate),
      col("pushedAt", "Pushed", formatDate),
    ],
    fields: (l) => [
      { name: "invoiceNumber", label: "Invoice number (blank: next number)" },
      { name: "status", label: "Status", kind: "select", options: l.invoiceStatuses },
      { name: "amount", label: "Amount", kind: "money" },
      { name: "poNumber", label: "PO number" },
      { name: "issuedDate", label: "Issued", kind: "date" },
      { name: "dueDate", label: "Due", kind: "date" },
      { name: "description", label: "Description", kind: "textarea" },
    ],
    blank: (jobId) => ({ jobId, status: "Draft" }),
  },
};
