import { addDays } from "../../server/contracts/agency-time";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { formatDate } from "../../src/lib/format";
import type { CommandContext } from "../core/types";
import { focusedReport } from "./report-commands";

/** Where the attendance commands are offered. */
const ATTENDANCE_PAGE = [ROUTES.reportStaffattendance] as const;

/** A clock entry of a report row, as agency wall times "YYYY-MM-DDTHH:MM" (decision 243). */
export interface AttendanceEntry {
  id: number;
  on: string;
  off: string | null;
}

/** The selected row of the Staff Attendance Report: one person's day and its entries. */
export interface StaffDay {
  staff: string;
  day: string;
  entries: AttendanceEntry[];
}

const onAttendanceReport = (ctx: CommandContext) => focusedReport(ctx)?.id === "staff-attendance";

const isEntry = (e: unknown): e is AttendanceEntry =>
  typeof (e as AttendanceEntry)?.id === "number" &&
  typeof (e as AttendanceEntry).on === "string" &&
  ((e as AttendanceEntry).off === null || typeof (e as AttendanceEntry).off === "string");

/** The one selected staff day (the row carries its entries), or null. */
function selectedStaffDay(ctx: CommandContext): StaffDay | null {
  if (ctx.selection.length !== 1) return null;
  const row = ctx.selection[0] as Record<string, unknown> | undefined;
  if (typeof row?.entryList !== "string" || typeof row.day !== "string") return null;
  let entries: unknown;
  try {
    entries = JSON.parse(row.entryList);
  } catch {
    return null;
  }
  if (!Array.isArray(entries) || !entries.every(isEntry) || entries.length === 0) return null;
  return { staff: String(row.staff ?? ""), day: row.day, entries };
}

const oneStaffDay = (ctx: CommandContext): true | string =>
  selectedStaffDay(ctx) ? true : "Select one row (a person's day) of the report first.";

const dayOf = (wall: string) => wall.slice(0, 10);
const timeOf = (wall: string) => wall.slice(11, 16);

/** "09:00–17:15", "22:00–02:30 (+1)" or "08:00–still in". */
export function span(e: AttendanceEntry): string {
  if (!e.off) return `${timeOf(e.on)}–still in`;
  return `${timeOf(e.on)}–${timeOf(e.off)}${dayOf(e.off) === dayOf(e.on) ? "" : " (+1)"}`;
}

/** "Wendy Worker, 12/10/2026 09:00–12:30": what a dialog is about. */
export const entryText = (day: StaffDay, e: AttendanceEntry) =>
  `${day.staff}, ${formatDate(day.day)} ${span(e)}`;

/** The entry to act on: the day's only one, or the one the user names by its number. */
async function pickEntry(ctx: CommandContext, day: StaffDay, verb: string) {
  if (day.entries.length === 1) return day.entries[0] ?? null;
  const list = day.entries.map((e, i) => `${i + 1}: ${span(e)}`).join(", ");
  const typed = await ctx.prompt(
    `Which entry of ${day.staff} on ${formatDate(day.day)} to ${verb}? ${list}`,
    "1",
    {
      validate: (v) => {
        const n = Number(v.trim());
        return Number.isInteger(n) && n >= 1 && n <= day.entries.length
          ? null
          : `Enter a number from 1 to ${day.entries.length}.`;
      },
    },
  );
  return typed === null ? null : (day.entries[Number(typed.trim()) - 1] ?? null);
}

const TIME = /^([01]?\d|2[0-3])[:.]?([0-5]\d)$/;
const hhmm = (typed: string) => {
  const m = TIME.exec(typed.trim());
  return m ? `${m[1]?.padStart(2, "0")}:${m[2]}` : null;
};

/**
 * New clock-on and clock-off times of an entry, asked as HH:MM on the entry's day; a clock-off
 * earlier than the clock-on is the next day (a night across midnight). Null when cancelled.
 */
export async function askTimes(ctx: CommandContext, day: StaffDay, entry: AttendanceEntry) {
  const about = entryText(day, entry);
  const on = await ctx.prompt(`Clock on (HH:MM, 24-hour) for ${about}`, timeOf(entry.on), {
    validate: (v) => (hhmm(v) ? null : "Enter the time as HH:MM, e.g. 09:00."),
  });
  if (on === null) return null;
  const open = entry.off === null;
  const off = await ctx.prompt(
    `Clock off (HH:MM; earlier than clock on means the next day${open ? "; leave empty if still in" : ""}) for ${about}`,
    entry.off ? timeOf(entry.off) : "",
    {
      validate: (v) => ((open && v.trim() === "") || hhmm(v) ? null : "Enter the time as HH:MM, e.g. 17:30."),
    },
  );
  if (off === null) return null;
  const onTime = hhmm(on) ?? timeOf(entry.on);
  const offTime = hhmm(off);
  const first = dayOf(entry.on);
  return {
    clockOn: `${first}T${onTime}`,
    clockOff: offTime ? `${offTime > onTime ? first : addDays(first, 1)}T${offTime}` : null,
  };
}

/** Why: required, kept with the correction. Null when cancelled. */
export const askReason = (ctx: CommandContext, question: string) =>
  ctx.prompt(question, "", {
    validate: (v) =>
      v.trim() === ""
        ? "Give a reason: it is kept with the correction."
        : v.length > 500
          ? "Keep it under 500 characters."
          : null,
  });

/** Where, when and for whom the commands on one entry of a staff day are offered. */
export const ATTENDANCE_ENTRY_COMMAND = {
  category: "Reports",
  rights: [RIGHTS.ManageStaffAttendance],
  scope: ATTENDANCE_PAGE,
  when: onAttendanceReport,
  enabled: oneStaffDay,
};

/** The selected staff day and the entry of it to act on, or null when there is none or the user stops. */
export async function pickDayEntry(ctx: CommandContext, verb: string) {
  const day = selectedStaffDay(ctx);
  if (!day) return null;
  const entry = await pickEntry(ctx, day, verb);
  return entry ? { day, entry } : null;
}
