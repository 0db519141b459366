import { runDeleteFlow } from "../core/delete-flow";
import { defineCommand } from "../core/types";
import { ATTENDANCE_ENTRY_COMMAND, askReason, entryText, pickDayEntry } from "./attendance-rows";
import { ATTENDANCE_REFRESH } from "./correct-attendance";

/**
 * Deletes a clock entry of the selected staff day (POST /api/AttendanceReport/delete, decision
 * 243) with the reason; the entry's values stay in the corrections audit.
 */
export const deleteAttendance = defineCommand({
  id: "reports.deleteAttendance",
  title: "Delete attendance entry…",
  ...ATTENDANCE_ENTRY_COMMAND,
  keywords: ["attendance", "clock", "remove", "clocked on by mistake"],
  run: async (ctx) => {
    const picked = await pickDayEntry(ctx, "delete");
    if (!picked) return;
    const { day, entry } = picked;
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
