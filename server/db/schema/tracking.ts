import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { jobs } from "./jobs";

/** Time a staff user spends on a job (the job tracker bar). An open entry has no stoppedAt. */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  },
  (t) => [
    // At most one job tracked per user at a time; the database enforces it, not only the service.
    uniqueIndex("time_entries_open_uq").on(t.staffUserId).where(sql`${t.stoppedAt} is null`),
    index("time_entries_user_started_idx").on(t.staffUserId, t.startedAt),
    index("time_entries_job_idx").on(t.jobId),
  ],
);

/** Staff attendance: one row per clock-on; clockOff is set by clock-off. `day` is the local work day. */
export const clockEntries = pgTable(
  "clock_entries",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    clockOn: timestamp("clock_on", { withTimezone: true }).notNull(),
    clockOff: timestamp("clock_off", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("clock_entries_open_uq").on(t.staffUserId).where(sql`${t.clockOff} is null`),
    index("clock_entries_user_day_idx").on(t.staffUserId, t.day),
  ],
);

/** Saved workspace layouts per staff user: name '' is the current layout, others are named. */
export const workspaceLayouts = pgTable(
  "workspace_layouts",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    layout: jsonb("layout").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("workspace_layouts_user_name_uq").on(t.staffUserId, t.name)],
);
