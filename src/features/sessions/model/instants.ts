/**
 * Session times travel as ISO instants with an offset; screens edit a day and a time of day in
 * the browser's time zone (the agency's).
 */

const pad = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** "2026-12-03" + "10:00" → "2026-12-03T10:00:00+11:00" (the local offset of that day). */
export function toInstant(day: string, time: string): string {
  const local = new Date(`${day}T${time}:00`);
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return `${day}T${time}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The local day of an instant, "YYYY-MM-DD" ("" when none). */
export function dayOf(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : "";
}

/** The local time of an instant, "HH:MM" ("" when none). */
export function timeOf(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : "";
}
