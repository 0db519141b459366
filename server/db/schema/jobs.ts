import { date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { clientContacts, clients } from "./clients";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";

/**
 * A job the agency runs for a client (decision 040). The indexes serve POST /api/query/result:
 * every allowed sort column has an (optionally status-prefixed) index ending in id, so a page is
 * an index walk and the count an index-only scan (decision 044).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: rowId(),
    jobNumber: text("job_number").notNull().unique(),
    name: text("name").notNull(),
    clientId: integer("client_id").references(() => clients.id),
    /** Lookup JobStatus code: "Open", "Quoted", "In Field", "Closed", "Cancelled". */
    status: text("status").notNull().default("Open"),
    jobType: text("job_type"),
    approvedNo: text("approved_no"),
    createdAt: createdAt(),
    /** Lookup JobDifficulty code. */
    difficulty: text("difficulty"),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    /** Staff usernames. */
    projectManager: text("project_manager"),
    recruiters: text("recruiters").array().notNull().default([]),
    quotedBy: text("quoted_by").array().notNull().default([]),
    clientContactId: integer("client_contact_id").references(() => clientContacts.id, {
      onDelete: "set null",
    }),
    /** Lookup QuoteStatus code. */
    quoteStatus: text("quote_status"),
    quoteValue: numeric("quote_value", { precision: 12, scale: 2, mode: "number" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_client_idx").on(t.clientId),
    // job_number is unique, but (job_number, id) lets "order by job_number, id" be an index-only walk.
    index("jobs_number_id_idx").on(t.jobNumber, t.id),
    index("jobs_status_number_idx").on(t.status, t.jobNumber, t.id),
    index("jobs_status_start_idx").on(t.status, t.startDate, t.id),
    index("jobs_status_created_idx").on(t.status, t.createdAt, t.id),
    index("jobs_start_idx").on(t.startDate, t.id),
    index("jobs_created_idx").on(t.createdAt, t.id),
    index("jobs_name_idx").on(t.name, t.id),
    index("jobs_client_number_idx").on(t.clientId, t.jobNumber, t.id),
    index("jobs_pm_idx").on(t.projectManager),
  ],
);

/**
 * A session (job group) of a job (decision 130): when, where, how many places, who recruits.
 * starts_at/ends_at are the session's times; time slots (job_group_times) split it.
 */
export const jobGroups = pgTable(
  "job_groups",
  {
    id: rowId(),
    jobId: parentId("job_id", () => jobs.id),
    sessionNumber: integer("session_number").notNull(),
    name: text("name").notNull(),
    /** Session status: Planned, Recruiting, Full, Confirmed, Completed, Cancelled (legacy: Open). */
    status: text("status").notNull().default("Planned"),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    /** Lookup JobGroupType code. */
    sessionType: text("session_type"),
    venueId: integer("venue_id"),
    requiredPlaces: integer("required_places").notNull().default(0),
    standbyPlaces: integer("standby_places").notNull().default(0),
    /** Staff usernames. */
    recruiters: text("recruiters").array().notNull().default([]),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_groups_job_idx").on(t.jobId, t.sessionNumber),
    index("job_groups_starts_idx").on(t.startsAt, t.id),
  ],
);
