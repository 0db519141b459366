import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, instant, parentId, rowId } from "./columns";

/**
 * A report e-mailed to its owner as .xlsx every week or month (decision 237). The filters are the
 * report's own minus the period: each run covers the week or month just ended.
 */
export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    reportId: text("report_id").notNull(),
    /** "weekly" (Monday 07:00, the last Monday–Sunday) or "monthly" (the 1st, the last month). */
    cadence: text("cadence", { enum: ["weekly", "monthly"] }).notNull(),
    filters: jsonb("filters").notNull().default({}),
    nextRunAt: instant("next_run_at").notNull(),
    lastRunAt: instant("last_run_at"),
    /** What the last run did, in words the owner reads ("Sent: 42 rows", "Not sent: …"). */
    lastResult: text("last_result"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("report_schedules_owner_report_uq").on(t.staffUserId, t.reportId, t.cadence),
    index("report_schedules_due_idx").on(t.nextRunAt),
  ],
);
