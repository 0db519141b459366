import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { venues } from "./client-details";
import { clientContacts } from "./clients";
import { jobGroups } from "./jobs";

/** Children of a session (decision 130). */
const groupRef = () =>
  integer("job_group_id")
    .notNull()
    .references(() => jobGroups.id, { onDelete: "cascade" });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/** A time slot of a session with its own capacity (0 = limited only by the session). */
export const jobGroupTimes = pgTable(
  "job_group_times",
  {
    id: serial("id").primaryKey(),
    jobGroupId: groupRef(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull().default(0),
    notes: text("notes"),
  },
  (t) => [index("job_group_times_group_idx").on(t.jobGroupId, t.startsAt)],
);

export const jobGroupContacts = pgTable(
  "job_group_contacts",
  {
    id: serial("id").primaryKey(),
    jobGroupId: groupRef(),
    clientContactId: integer("client_contact_id")
      .notNull()
      .references(() => clientContacts.id, { onDelete: "cascade" }),
    /** Lookup JobGroupContactType code. */
    contactType: text("contact_type").notNull(),
  },
  (t) => [index("job_group_contacts_group_idx").on(t.jobGroupId)],
);

export const jobGroupVenues = pgTable(
  "job_group_venues",
  {
    id: serial("id").primaryKey(),
    jobGroupId: groupRef(),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    notes: text("notes"),
  },
  (t) => [index("job_group_venues_group_idx").on(t.jobGroupId)],
);

/** The caption of schedule custom field 1–4 of a session's attendees. */
export const jobGroupCustomFields = pgTable(
  "job_group_custom_fields",
  {
    id: serial("id").primaryKey(),
    jobGroupId: groupRef(),
    fieldNo: integer("field_no").notNull(),
    label: text("label").notNull(),
  },
  (t) => [uniqueIndex("job_group_custom_fields_uq").on(t.jobGroupId, t.fieldNo)],
);

export const jobGroupIncentives = pgTable(
  "job_group_incentives",
  {
    id: serial("id").primaryKey(),
    jobGroupId: groupRef(),
    /** Lookup IncentiveType code. */
    incentiveType: text("incentive_type").notNull(),
    amount: money("amount").notNull(),
    description: text("description"),
  },
  (t) => [index("job_group_incentives_group_idx").on(t.jobGroupId)],
);

export const jobGroupDurations = pgTable(
  "job_group_durations",
  {
    id: serial("id").primaryKey(),
    jobGroupId: groupRef(),
    minutes: integer("minutes").notNull(),
    description: text("description"),
    incentiveAmount: money("incentive_amount"),
  },
  (t) => [index("job_group_durations_group_idx").on(t.jobGroupId)],
);

/** Every change of a booking: who, when, from → to, why. Kept when the booking is deleted. */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id").notNull(),
    respondentId: integer("respondent_id").notNull(),
    jobGroupId: integer("job_group_id"),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    fromPayment: text("from_payment"),
    toPayment: text("to_payment"),
    reason: text("reason"),
    by: text("by").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    batchId: integer("batch_id"),
  },
  (t) => [index("booking_history_event_idx").on(t.eventId, t.id)],
);

/** What undo needs to restore a bulk action exactly (decision 130). */
export const actionBatches = pgTable("action_batches", {
  id: serial("id").primaryKey(),
  action: text("action").notNull(),
  /** The staff user's id and name. */
  byId: integer("by_id").notNull(),
  by: text("by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
  entries: jsonb("entries").notNull().default([]),
});
