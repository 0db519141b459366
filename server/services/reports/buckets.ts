import { addDays } from "../../contracts/agency-time";
import type { ReportFilters } from "../../contracts/reports/report-kit";

/** Calendar buckets of agency days ("YYYY-MM-DD"): a month, a week (from Monday) or a day. */
export type Unit = NonNullable<ReportFilters["groupBy"]>;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The month `n` months after `day`'s (negative: before), its day kept or clamped to the month's end. */
export function addMonths(day: string, n: number): string {
  const d = utc(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}

export function bucketStart(day: string, unit: Unit): string {
  if (unit === "month") return `${day.slice(0, 7)}-01`;
  if (unit === "week") return addDays(day, -((utc(day).getUTCDay() + 6) % 7));
  return day;
}

export const nextBucket = (bucket: string, unit: Unit): string =>
  unit === "month" ? addMonths(bucket, 1) : addDays(bucket, unit === "week" ? 7 : 1);

/** Every bucket from the one holding `from` to the one holding `to`. */
export function bucketsBetween(from: string, to: string, unit: Unit): string[] {
  const out: string[] = [];
  for (let b = bucketStart(from, unit); b <= to && out.length < 5000; b = nextBucket(b, unit)) out.push(b);
  return out;
}
