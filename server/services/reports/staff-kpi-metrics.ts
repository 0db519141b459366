import type { UseCaseContext } from "../../context";
import { addDays, dayStart, wallDay } from "../../contracts/agency-time";
import type { StaffKpi, StaffKpiRow } from "../../contracts/dashboard";
import * as repo from "../../db/repo/staff-kpi";
import { agencyTimeZone } from "../config";

/**
 * The staff KPI metrics, defined once (decision 233) for the dashboard's daily and weekly calls
 * and the Staff KPI report. Periods are agency days or weeks from Monday (decision 170).
 */
const STAFF_KPI_METRICS = [
  {
    key: "bookingsMade",
    label: "Bookings made",
    definition:
      "Moves of a respondent into Booked or Confirmed from any status that holds no place (a new booking, standby or qualified to booked), by the person who made them, on the day they were made.",
  },
  {
    key: "confirmations",
    label: "Confirmations",
    definition:
      "Moves into Confirmed recorded by the person, on the day recorded; respondents' own confirmations count for nobody.",
  },
  {
    key: "attended",
    label: "Attended of their bookings",
    definition:
      "Bookings the person made whose respondent turned up (Attended, Completed, Showed but not used, Late and not used or Wrong profile), on the session's day.",
  },
  {
    key: "minutesTracked",
    label: "Time tracked",
    definition:
      "Minutes on the job tracker, counted on the day each entry started (a running entry up to now).",
  },
] as const;

/** The periods of a window: `count` days ending today, or `count` weeks ending this week. */
export function kpiPeriods(today: string, bucket: repo.Bucket, count: number): string[] {
  if (bucket === "day") return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -weekday);
  return Array.from({ length: count }, (_, i) => addDays(monday, (i - count + 1) * 7));
}

/**
 * The staff KPI per staff user per period over the last `count` days or weeks. `by` of booking
 * history (the signed-in name) is matched to a staff user by username, display name or full name; names that
 * match nobody (respondents confirming, removed users) are left out.
 */
export async function staffKpi(ctx: UseCaseContext, bucket: repo.Bucket, count: number): Promise<StaffKpi> {
  const zone = await agencyTimeZone(ctx);
  return staffKpiOver(ctx, bucket, kpiPeriods(wallDay(ctx.deps.now(), zone), bucket, count), zone);
}

/** The periods (days, or weeks from Monday) covering the agency days `from`..`to`. */
export function periodsBetween(from: string, to: string, bucket: repo.Bucket): string[] {
  const weekday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const step = bucket === "day" ? 1 : 7;
  const out: string[] = [];
  for (
    let p = bucket === "day" ? from : addDays(from, -weekday(from));
    p <= to && out.length < 400;
    p = addDays(p, step)
  )
    out.push(p);
  return out;
}

/** The staff KPI per staff user per period of `periods` (oldest first); the Staff KPI report's rows. */
export async function staffKpiOver(
  ctx: UseCaseContext,
  bucket: repo.Bucket,
  periods: string[],
  zone: string,
): Promise<StaffKpi> {
  const { db, now } = { db: ctx.deps.db, now: ctx.deps.now() };
  if (periods.length === 0)
    return { bucket, metrics: STAFF_KPI_METRICS.map((m) => ({ ...m })), periods, rows: [] };
  const first = periods[0] as string;
  const last = periods[periods.length - 1] as string;
  const window = {
    start: dayStart(first, zone),
    end: dayStart(addDays(last, bucket === "day" ? 1 : 7), zone),
    zone,
    bucket,
  };
  // The counts' days are in the zone they were kept in: another agency zone rebuilds them first.
  if ((await repo.kpiDaysZone(db)) !== zone) await repo.rebuildKpiDays(db, zone);
  const lastDay = bucket === "day" ? last : addDays(last, 6);
  const [counts, minutes, people] = await Promise.all([
    repo.kpiCounts(db, { from: first, to: lastDay, bucket }),
    repo.minutesTracked(db, window, now),
    repo.staffNames(db),
  ]);
  const byName = new Map<string, (typeof people)[number]>();
  for (const p of people) {
    byName.set(p.username.toLowerCase(), p);
    byName.set(`${p.firstName} ${p.lastName}`.trim().toLowerCase(), p);
    if (p.displayName) byName.set(p.displayName.toLowerCase(), p);
  }
  const byId = new Map(people.map((p) => [p.id, p]));
  const cells = new Map<string, StaffKpiRow>();
  const cell = (person: (typeof people)[number], period: string) => {
    const key = `${person.id}|${period}`;
    let row = cells.get(key);
    if (!row) {
      row = {
        username: person.username,
        name: person.displayName ?? `${person.firstName} ${person.lastName}`.trim(),
        period,
        bookingsMade: 0,
        confirmations: 0,
        attended: 0,
        minutesTracked: 0,
      };
      cells.set(key, row);
    }
    return row;
  };
  for (const c of counts) {
    const p = byName.get(c.by.toLowerCase());
    if (!p) continue;
    const row = cell(p, c.period);
    row.bookingsMade += c.made;
    row.confirmations += c.confirmations;
    row.attended += c.attended;
  }
  for (const t of minutes) {
    const p = byId.get(t.staffUserId);
    if (p) cell(p, t.period).minutesTracked += t.minutes;
  }
  // Dense per active person: every period of the window, zeros included, oldest first.
  const active = [...new Set([...cells.values()].map((r) => r.username))].sort();
  const rows: StaffKpiRow[] = [];
  for (const username of active) {
    const person = people.find((p) => p.username === username);
    if (!person) continue;
    for (const period of periods) rows.push(cell(person, period));
  }
  return { bucket, metrics: STAFF_KPI_METRICS.map((m) => ({ ...m })), periods, rows };
}
