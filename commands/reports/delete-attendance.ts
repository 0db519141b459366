import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { defineCommand } from "../core/types";
import {
  ATTENDANCE_PAGE,
  askReason,
  entryText,
  onAttendanceReport,
  oneStaffDay,
  pickEntry,
  selectedStaffDay,
} from "./attendance-rows";
import { ATTENDANCE_REFRESH } from "./correct-attendance";

/**
 * Deletes a clock entry of the selected staff day (POST /api/AttendanceReport/delete, decision
 * 243) with the reason; the entry's values stay in the corrections audit.
 */
export const deleteAttendance = defineCommand({
  id: "reports.deleteAttendance",
  title: "Delete attendance entry…",
  category: "Reports",
  keywords: ["attendance", "clock", "remove", "clocked on by mistake"],
  rights: [RIGHTS.ManageStaffAttendance],
  scope: ATTENDANCE_PAGE,
  when: onAttendanceReport,
  enabled: oneStaffDay,
  run: async (ctx) => {
    const day = selectedStaffDay(ctx);
    if (!day) return;
    const entry = await pickEntry(ctx, day, "delete");
    if (!entry) return;
    const what = entryText(day, entry);
    const reason = await askReason(ctx, `Why is ${what} deleted?`);
    if (reason === null) return;
    const { calls } = await ctx.areas.staffReports();
    await runDeleteFlow(ctx, {
      kind: "staff-attendance",
      what: `The clock entry ${what}`,
      remove: () =>
        ctx.call(calls.deleteAttendanceEntry, { id: entry.id, reason }, { refresh: ATTENDANCE_REFRESH }),
      after: "clearSelection",
    });
  },
});
