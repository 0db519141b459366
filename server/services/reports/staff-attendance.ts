import { wallDateTimeText, wallDay, wallTime } from "../../contracts/agency-time";
import type { ReportRow } from "../../contracts/reports/report-kit";
import { STILL_IN } from "../../contracts/reports/staff-reports";
import {
  attendanceDays,
  attendanceTotals,
  type CorrectionRow,
  correctionsOfDays,
  type StaffScope,
} from "../../db/repo/reports/staff-attendance";
import type { ReportSource, ResolvedFilters } from "./source";

const staffScopeOf = (f: ResolvedFilters): StaffScope => ({
  from: f.from,
  to: f.to,
  username: f.staffUser,
});

/** Seconds as hours with two decimals (the figure the report, the export and the file show). */
export const hoursOf = (seconds: number) => Math.round(seconds / 36) / 100;

/** "09:05", or "01:30 (+1)" for a clock-off on a later day than the entry's work day. */
function timeOnDay(at: Date, day: string, zone: string): string {
  const onDay = wallDay(at, zone);
  if (onDay === day) return wallTime(at, zone);
  const later = Math.round((Date.parse(`${onDay}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  return `${wallTime(at, zone)} (+${later})`;
}

/** The row's entries as the correction command reads them: agency wall times. */
const wall = (at: Date | null, zone: string) => (at ? `${wallDay(at, zone)}T${wallTime(at, zone)}` : null);

const touches = (c: CorrectionRow, staffUserId: number, day: string) =>
  c.staffUserId === staffUserId && (c.beforeDay === day || c.afterDay === day);

const correctionText = (c: CorrectionRow, zone: string) =>
  `${c.correctedBy}, ${wallDateTimeText(c.correctedAt, zone)}${c.action === "delete" ? " (deleted an entry)" : ""}: ${c.reason}`;

/** Staff Attendance Report (decision 243): a row per staff user per agency day with entries. */
export const staffAttendance: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = staffScopeOf(q.filters);
    const days = await attendanceDays(db, scope, { start: q.start, length: q.length, dir: q.dir });
    const corrections = await correctionsOfDays(db, days);
    const rows: ReportRow[] = days.map((d) => {
      const mine = corrections.filter((c) => touches(c, d.staffUserId, d.day));
      return {
        key: `${d.staffUserId}:${d.day}`,
        staffUserId: d.staffUserId,
        username: d.username,
        staff: d.staffName,
        day: d.day,
        firstIn: timeOnDay(d.firstIn, d.day, q.zone),
        lastOut: d.openEntries > 0 ? STILL_IN : d.lastOut ? timeOnDay(d.lastOut, d.day, q.zone) : null,
        hours: hoursOf(d.seconds),
        entries: d.entries,
        corrected: mine.length > 0 ? "Yes" : "No",
        correctedBy: mine.map((c) => correctionText(c, q.zone)).join("; ") || null,
        // Not a column: the day's entries for the correction commands (JSON, agency wall times).
        entryList: JSON.stringify(
          d.list.map((e) => ({ id: e.id, on: wall(e.on, q.zone), off: wall(e.off, q.zone) })),
        ),
      };
    });
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const t = await attendanceTotals(db, scope);
    return {
      rows,
      total: t.days,
      totals: {
        key: "total",
        staff: "Total",
        day: null,
        firstIn: null,
        lastOut: null,
        hours: hoursOf(t.seconds),
        entries: t.entries,
        corrected: null,
        correctedBy: null,
      },
      exclusions: [
        {
          label: "Open entries (still clocked in, or never clocked out): no hours counted",
          count: t.openEntries,
        },
        { label: "Entries deleted by a correction (kept in the corrections audit)", count: t.deleted },
      ],
    };
  },
};
