import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { clientContacts, clients } from "./clients";
import { instant, parentId, rowId } from "./columns";
import { respondentEvents } from "./respondents";

/**
 * The client's sign-off of one booking (decision 212): approved, or a replacement asked for with
 * a reason. One row per booking: a later decision replaces the earlier one (each is also written
 * to the booking's history); staff clear it by deleting the row.
 */
export const bookingSignoffs = pgTable("booking_signoffs", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => respondentEvents.id, { onDelete: "cascade" }),
  /** "Approved" or "Replace requested". */
  decision: text("decision").notNull(),
  reason: text("reason"),
  clientContactId: integer("client_contact_id").references(() => clientContacts.id, {
    onDelete: "set null",
  }),
  /** The contact's name as it was when they decided. */
  byName: text("by_name").notNull(),
  at: instant("at").notNull().defaultNow(),
});

/**
 * Every client view of a job's schedule (decision 213): who, when, which job and sessions, how
 * many rows, and whether it was the page or an export. A record of what was seen, so the job and
 * session labels are kept as text too (they survive a rename or delete).
 */
export const clientScheduleViews = pgTable(
  "client_schedule_views",
  {
    id: rowId(),
    clientId: parentId("client_id", () => clients.id),
    clientContactId: integer("client_contact_id").references(() => clientContacts.id, {
      onDelete: "set null",
    }),
    contactName: text("contact_name").notNull(),
    jobId: integer("job_id"),
    jobLabel: text("job_label").notNull(),
    sessionIds: integer("session_ids").array().notNull().default([]),
    sessions: text("sessions").notNull().default(""),
    /** "view" (the schedule page) or "export" (the xlsx download). */
    kind: text("kind").notNull(),
    rowCount: integer("row_count").notNull(),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [index("client_schedule_views_client_idx").on(t.clientId, t.at)],
);
