import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
