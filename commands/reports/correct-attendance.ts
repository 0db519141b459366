import { defineCommand } from "../core/types";
import { ATTENDANCE_ENTRY_COMMAND, askReason, askTimes, entryText, pickDayEntry } from "./attendance-rows";

/** The report's rows to reload after a correction (its query key's start). */
export const ATTENDANCE_REFRESH = [["reports", "staff-attendance"]] as const;

/**
 * Corrects a clock entry of the selected staff day (POST /api/AttendanceReport/update, decision
 * 243): new times on the agency's clock and the reason, kept with who and when.
 */
export const correctAttendance = defineCommand({
  id: "reports.correctAttendance",
  title: "Correct attendance entry…",
  ...ATTENDANCE_ENTRY_COMMAND,
  keywords: ["attendance", "clock", "forgot to clock out", "timesheet", "fix hours"],
  run: async (ctx) => {
    const picked = await pickDayEntry(ctx, "correct");
    if (!picked) return;
    const { day, entry } = picked;
    const times = await askTimes(ctx, day, entry);
    if (!times) return;
    const reason = await askReason(ctx, `Why is ${entryText(day, entry)} corrected?`);
    if (reason === null) return;
    const { calls } = await ctx.areas.staffReports();
    const answer = await ctx.call(
      calls.correctAttendanceEntry,
      { id: entry.id, ...times, reason },
      { refresh: ATTENDANCE_REFRESH },
    );
    if (!answer.succeeded) return ctx.toast.error("Not corrected", answer.errors.join(" "));
    ctx.toast.success("Clock entry corrected.", `${day.staff}: the correction and its reason are kept.`);
  },
});
