/**
 * One clock: every time a person reads is the agency's wall time in its IANA time zone (config
 * reference `timeZone`), whatever the zone of the server process or of the browser. Instants are
 * stored as UTC (timestamptz) and travel as ISO strings; only display and typed input convert.
 * Zod-free and dependency-free: the server, the staff shell and the public pages share it.
 */

/** The zone an installation falls back to when its `timeZone` setting is missing or unknown. */
export function defaultTimeZone(countryCode: string | undefined): string {
  return countryCode?.toUpperCase() === "NZ" ? "Pacific/Auckland" : "Australia/Sydney";
}

const known = new Map<string, boolean>();

/** Whether the name is an IANA zone this runtime knows ("Australia/Sydney", "UTC"). */
export function isTimeZone(name: string): boolean {
  const hit = known.get(name);
  if (hit !== undefined) return hit;
  let ok = false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: name });
    ok = name.trim() !== "";
  } catch {
    ok = false;
  }
  known.set(name, ok);
  return ok;
}

export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsFormats.set(zone, f);
  }
  return f;
}

/** An instant (Date, ISO string or epoch ms) read as one; null when missing or unreadable. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The wall-clock fields of an instant in a zone. */
function wallParts(instant: Date, zone: string): WallParts {
  const out: Record<string, number> = {};
  for (const p of partsFormat(zone).formatToParts(instant))
    if (p.type !== "literal") out[p.type] = Number(p.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in minutes (+660 for Sydney in summer). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const p = wallParts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

const two = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** "YYYY-MM-DD" of an instant in the zone ("" when none): what a date field holds. */
export function wallDay(value: unknown, zone: string): string {
  const d = toDate(value);
  if (!d) return "";
  const p = wallParts(d, zone);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** "HH:MM" (24-hour) of an instant in the zone ("" when none): what a time field holds. */
export function wallTime(value: unknown, zone: string): string {
  const d = toDate(value);
  if (!d) return "";
  const p = wallParts(d, zone);
  return `${two(p.hour)}:${two(p.minute)}`;
}

/** DD/MM/YYYY of an instant in the zone ("" when none). */
export function wallDateText(value: unknown, zone: string): string {
  const day = wallDay(value, zone);
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : "";
}

/** "DD/MM/YYYY HH:MM" of an instant in the zone ("" when none): timestamps in exports. */
export function wallDateTimeText(value: unknown, zone: string): string {
  const day = wallDateText(value, zone);
  return day ? `${day} ${wallTime(value, zone)}` : "";
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant at which the zone's clock reads `day` `time` ("2026-12-03", "18:00"), as an ISO
 * string with the zone's offset of that moment ("2026-12-03T18:00:00+11:00"); null for text that
 * is not a day and a time. A time that the clock skips (the hour lost when daylight saving
 * starts) moves forward by the gap; a time it shows twice takes the earlier instant (both as
 * Temporal's "compatible" disambiguation).
 */
export function instantOf(day: string, time: string, zone: string): string | null {
  const d = DAY_RE.exec(day);
  const t = TIME_RE.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (check.getUTCDate() !== Number(d[3]) || check.getUTCMonth() !== Number(d[2]) - 1) return null;
  const before = zoneOffsetMinutes(new Date(wall - 86_400_000), zone);
  const after = zoneOffsetMinutes(new Date(wall + 86_400_000), zone);
  const candidates = [before, after]
    .map((offset) => ({ offset, at: wall - offset * 60_000 }))
    .filter((c) => zoneOffsetMinutes(new Date(c.at), zone) === c.offset)
    .sort((a, b) => a.at - b.at);
  const pick = candidates[0] ?? { offset: after, at: wall - before * 60_000 };
  const at = new Date(pick.at);
  const offset = zoneOffsetMinutes(at, zone);
  const local = new Date(at.getTime() + offset * 60_000);
  const sign = offset >= 0 ? "+" : "-";
  return `${local.toISOString().slice(0, 19)}${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`;
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at an instant as people there write it ("AEDT", "NZST"); where the
 * runtime knows no abbreviation, "GMT+11". Named beside times a respondent could misread.
 */
export function zoneName(value: unknown, zone: string): string {
  const d = toDate(value) ?? new Date();
  const locale = zone.startsWith("Pacific/Auckland") || zone === "NZ" ? "en-NZ" : "en-AU";
  const key = `${locale} ${zone}`;
  let f = nameFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" });
    nameFormats.set(key, f);
  }
  return f.formatToParts(d).find((p) => p.type === "timeZoneName")?.value ?? zone;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Thursday" for an instant in the zone (messages and the confirm page name the weekday). */
export function wallWeekday(value: unknown, zone: string): string {
  const day = wallDay(value, zone);
  if (!day) return "";
  return WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? "";
}

/** The day `n` days after a "YYYY-MM-DD" day (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const d = DAY_RE.exec(day);
  if (!d) return "";
  return new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + n)).toISOString().slice(0, 10);
}

/** The Monday (ISO weekday 1) of the week holding a "YYYY-MM-DD" day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The instant the agency's `day` begins (its 00:00, or the first minute after a midnight that
 * daylight saving skips). A day a person picks is the agency's day, so a filter "from `a` to `b`"
 * means [dayStart(a), dayStart(b + 1)).
 */
export function dayStart(day: string, zone: string): Date {
  const at = instantOf(day, "00:00", zone);
  return new Date(at ?? `${day}T00:00:00Z`);
}

/** [start, end) of the agency days `from`..`to` inclusive; either side may be missing. */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  zone: string,
): { start?: Date; end?: Date } {
  return {
    start: from ? dayStart(from, zone) : undefined,
    end: to ? dayStart(addDays(to, 1), zone) : undefined,
  };
}
