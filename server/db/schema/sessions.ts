import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { venues } from "./client-details";
import { clientContacts } from "./clients";
import { createdAt, instant, parentId, rowId } from "./columns";
import { jobGroups } from "./jobs";

/** Children of a session (decision 130). */
const groupRef = () => parentId("job_group_id", () => jobGroups.id);
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/** A time slot of a session with its own capacity (0 = limited only by the session). */
export const jobGroupTimes = pgTable(
  "job_group_times",
  {
    id: rowId(),
    jobGroupId: groupRef(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    capacity: integer("capacity").notNull().default(0),
    notes: text("notes"),
  },
  (t) => [index("job_group_times_group_idx").on(t.jobGroupId, t.startsAt)],
);

export const jobGroupContacts = pgTable(
  "job_group_contacts",
  {
    id: rowId(),
    jobGroupId: groupRef(),
    clientContactId: parentId("client_contact_id", () => clientContacts.id),
    /** Lookup JobGroupContactType code. */
    contactType: text("contact_type").notNull(),
  },
  (t) => [index("job_group_contacts_group_idx").on(t.jobGroupId)],
);

export const jobGroupVenues = pgTable(
  "job_group_venues",
  {
    id: rowId(),
    jobGroupId: groupRef(),
    venueId: parentId("venue_id", () => venues.id),
    notes: text("notes"),
  },
  (t) => [index("job_group_venues_group_idx").on(t.jobGroupId)],
);

/** The caption of schedule custom field 1–4 of a session's attendees. */
export const jobGroupCustomFields = pgTable(
  "job_group_custom_fields",
  {
    id: rowId(),
    jobGroupId: groupRef(),
    fieldNo: integer("field_no").notNull(),
    label: text("label").notNull(),
  },
  (t) => [uniqueIndex("job_group_custom_fields_uq").on(t.jobGroupId, t.fieldNo)],
);

export const jobGroupIncentives = pgTable(
  "job_group_incentives",
  {
    id: rowId(),
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
    id: rowId(),
    jobGroupId: groupRef(),
    minutes: integer("minutes").notNull(),
    description: text("description"),
    incentiveAmount: money("incentive_amount"),
  },
  (t) => [index("job_group_durations_group_idx").on(t.jobGroupId)],
);

/**
 * How many "Session" bookings each session holds in each status and furthest history stage
 * (decision 306), kept by statement triggers on respondent_events (custom migrations) so that
 * every writer keeps it. The booking reports read a session's counts here and group the statuses
 * (booking-groups.ts) and stages (funnel-stages.ts) into their figures at read time, instead of
 * counting the period's bookings on every call.
 */
export const sessionStatusCounts = pgTable(
  "session_status_counts",
  {
    jobGroupId: integer("job_group_id").notNull(),
    status: text("status").notNull(),
    historyStage: smallint("history_stage").notNull().default(0),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobGroupId, t.status, t.historyStage] })],
);

/** Every change of a booking: who, when, from → to, why. Kept when the booking is deleted. */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: rowId(),
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
    at: instant("at").notNull().defaultNow(),
    batchId: integer("batch_id"),
  },
  (t) => [
    // A booking's moves in order; when, from and to after the id, so the Job KPI Report replays a
    // session's moves from this index alone, not a table page per move (decision 247).
    index("booking_history_event_idx").on(t.eventId, t.id, t.at, t.fromStatus, t.toStatus),
    // The Scorecard Report's bookings made in a period: the moves to Booked/Confirmed by date,
    // not a walk over every history row (decision 240); from_status too, so the dashboard's
    // bookings-made card reads the index alone (decision 239).
    index("booking_history_status_at_idx").on(t.toStatus, t.at, t.fromStatus),
    // The moves that place a booking, by date with the booking and who moved it, and by booking:
    // the Scorecard's bookings made and whether each is a booking's first, from these small
    // indexes alone (decision 307).
    index("booking_history_placed_idx")
      .on(t.at, t.eventId, t.id, t.by)
      .where(sql`${t.toStatus} in ('Booked', 'Confirmed')`),
    index("booking_history_placed_event_idx")
      .on(t.eventId, t.at, t.id)
      .where(sql`${t.toStatus} in ('Booked', 'Confirmed')`),
  ],
);

/**
 * What the Job KPI Report replays of each session's booking history (decision 300), kept by
 * triggers on booking_history, respondent_events and job_groups (migration 0047) so that every
 * writer keeps it. Over the moves of the session's "Session" bookings in (at, id) order:
 * `first_move_at` the first move, `fill_at[k]` the first moment k of its places were held at once
 * (a move into a held place +1, out of one −1). The session filled at `fill_at[required_places]`,
 * whatever its required places are now. No foreign key: a trigger may refresh a session being
 * deleted; the job_groups delete trigger removes its row.
 */
export const jobGroupFill = pgTable("job_group_fill", {
  jobGroupId: integer("job_group_id").primaryKey(),
  firstMoveAt: instant("first_move_at"),
  fillAt: instant("fill_at").array().notNull().default(sql`'{}'`),
});

/**
 * The staff KPI's counts per agency day and `by` of booking history (decision 302), kept by
 * triggers on booking_history, respondent_events and job_groups (migration 0049) so that every
 * writer keeps them: bookings made and confirmations on the day of the move, attended (bookings the
 * person made whose respondent turned up) on the session's day. The staff KPI sums a window's few
 * thousand rows instead of reading its hundreds of thousands of moves.
 */
export const staffKpiDays = pgTable(
  "staff_kpi_days",
  {
    day: date("day").notNull(),
    by: text("by").notNull(),
    made: integer("made").notNull().default(0),
    confirmations: integer("confirmations").notNull().default(0),
    attended: integer("attended").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.by] })],
);

/** The agency zone staff_kpi_days' days are in (one row); another zone rebuilds them (decision 302). */
export const staffKpiClock = pgTable("staff_kpi_clock", {
  id: smallint("id").primaryKey().default(1),
  zone: text("zone").notNull(),
});

/** What undo needs to restore a bulk action exactly (decision 130). */
export const actionBatches = pgTable("action_batches", {
  id: rowId(),
  action: text("action").notNull(),
  /** The staff user's id and name. */
  byId: integer("by_id").notNull(),
  by: text("by").notNull(),
  createdAt: createdAt(),
  expiresAt: instant("expires_at").notNull(),
  undoneAt: instant("undone_at"),
  entries: jsonb("entries").notNull().default([]),
});
