import { date, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { venues } from "./client-details";
import { clientContacts } from "./clients";
import { createdAt, instant, parentId, rowId } from "./columns";
import { jobGroups, jobs } from "./jobs";

const jobRef = () => parentId("job_id", () => jobs.id);
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const jobIncentives = pgTable(
  "job_incentives",
  {
    id: rowId(),
    jobId: jobRef(),
    /** Lookup IncentiveType code: "Cash", "Voucher", "EFT", "Points". */
    incentiveType: text("incentive_type").notNull(),
    amount: money("amount").notNull(),
    description: text("description"),
  },
  (t) => [index("job_incentives_job_idx").on(t.jobId)],
);

export const jobContacts = pgTable(
  "job_contacts",
  {
    id: rowId(),
    jobId: jobRef(),
    clientContactId: parentId("client_contact_id", () => clientContacts.id),
    /** Lookup ClientJobContactType code. */
    contactType: text("contact_type").notNull(),
  },
  (t) => [index("job_contacts_job_idx").on(t.jobId)],
);

export const jobVenues = pgTable(
  "job_venues",
  {
    id: rowId(),
    jobId: jobRef(),
    venueId: parentId("venue_id", () => venues.id),
    notes: text("notes"),
  },
  (t) => [index("job_venues_job_idx").on(t.jobId)],
);

/** Interview lengths offered on a job, each with its incentive. */
export const jobDurations = pgTable(
  "job_durations",
  {
    id: rowId(),
    jobId: jobRef(),
    minutes: integer("minutes").notNull(),
    description: text("description"),
    incentiveAmount: money("incentive_amount"),
  },
  (t) => [index("job_durations_job_idx").on(t.jobId)],
);

/** Hours budgeted per staff member and task; actual time comes from the tracker's entries. */
export const jobTimeAllocations = pgTable(
  "job_time_allocations",
  {
    id: rowId(),
    jobId: jobRef(),
    username: text("username").notNull(),
    /** Lookup EmployeePosition code. */
    position: text("position"),
    allocatedMinutes: integer("allocated_minutes").notNull().default(0),
    spentMinutes: integer("spent_minutes").notNull().default(0),
    workDate: date("work_date", { mode: "string" }),
  },
  (t) => [index("job_time_allocations_job_idx").on(t.jobId)],
);

/** A saved respondent query of a job (filters as sent by the query builder). */
export const jobQueries = pgTable(
  "job_queries",
  {
    id: rowId(),
    jobId: jobRef(),
    name: text("name").notNull(),
    filters: jsonb("filters").notNull().default([]),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("job_queries_job_idx").on(t.jobId)],
);

/** A quota on a job, or on one session of it when jobGroupId is set. */
export const quotas = pgTable(
  "quotas",
  {
    id: rowId(),
    jobId: jobRef(),
    jobGroupId: integer("job_group_id").references(() => jobGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    criteria: text("criteria"),
    target: integer("target").notNull(),
    achieved: integer("achieved").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("quotas_job_idx").on(t.jobId), index("quotas_group_idx").on(t.jobGroupId)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: rowId(),
    jobId: jobRef(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    /** Lookup InvoiceStatus code: "Draft", "Sent", "Paid", "Void". */
    status: text("status").notNull().default("Draft"),
    amount: money("amount").notNull(),
    issuedDate: date("issued_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    poNumber: text("po_number"),
    description: text("description"),
    /** Id in the accounting system once pushed. */
    externalRef: text("external_ref"),
    pushedAt: instant("pushed_at"),
  },
  (t) => [index("invoices_job_idx").on(t.jobId)],
);
