import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { instant, parentId, rowId, updatedAt } from "./columns";
import { jobs } from "./jobs";

/** Time a staff user spends on a job (the job tracker bar). An open entry has no stoppedAt. */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    jobId: parentId("job_id", () => jobs.id),
    startedAt: instant("started_at").notNull(),
    stoppedAt: instant("stopped_at"),
  },
  (t) => [
    // At most one job tracked per user at a time; the database enforces it, not only the service.
    uniqueIndex("time_entries_open_uq").on(t.staffUserId).where(sql`${t.stoppedAt} is null`),
    index("time_entries_user_started_idx").on(t.staffUserId, t.startedAt),
    // The staff KPI's minutes tracked in a period, everybody's (decision 302): the index alone.
    index("time_entries_started_idx").on(t.startedAt, t.staffUserId, t.stoppedAt),
    index("time_entries_job_idx").on(t.jobId),
  ],
);

/** Staff attendance: one row per clock-on; clockOff is set by clock-off. `day` is the local work day. */
export const clockEntries = pgTable(
  "clock_entries",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    day: date("day").notNull(),
    clockOn: instant("clock_on").notNull(),
    clockOff: instant("clock_off"),
  },
  (t) => [
    uniqueIndex("clock_entries_open_uq").on(t.staffUserId).where(sql`${t.clockOff} is null`),
    index("clock_entries_user_day_idx").on(t.staffUserId, t.day),
  ],
);

/**
 * Every correction of a clock entry (decision 243): who, when, why and the values before and
 * after. The entry id is kept without a foreign key so a deleted entry's row stays (with its
 * before values it can be put back); `after_on` is null for a deletion.
 */
export const clockEntryCorrections = pgTable(
  "clock_entry_corrections",
  {
    id: rowId(),
    clockEntryId: integer("clock_entry_id").notNull(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    action: text("action", { enum: ["update", "delete"] }).notNull(),
    beforeDay: date("before_day").notNull(),
    beforeOn: instant("before_on").notNull(),
    beforeOff: instant("before_off"),
    afterDay: date("after_day"),
    afterOn: instant("after_on"),
    afterOff: instant("after_off"),
    reason: text("reason").notNull(),
    /** The staff user who corrected; kept as an id so the audit outlives a deactivated user. */
    correctedBy: integer("corrected_by").notNull(),
    correctedAt: instant("corrected_at").notNull().defaultNow(),
  },
  (t) => [
    index("clock_entry_corrections_user_day_idx").on(t.staffUserId, t.beforeDay),
    index("clock_entry_corrections_entry_idx").on(t.clockEntryId),
  ],
);

/** Saved workspace layouts per staff user: name '' is the current layout, others are named. */
export const workspaceLayouts = pgTable(
  "workspace_layouts",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    name: text("name").notNull(),
    layout: jsonb("layout").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("workspace_layouts_user_name_uq").on(t.staffUserId, t.name)],
);
