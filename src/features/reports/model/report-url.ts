import { addDays } from "../../../../server/contracts/agency-time";
import type { ReportFilters } from "../../../../server/contracts/reports/report-kit";

/**
 * A report's view lives in its address (decision 230): the filters are the query string of the
 * tab's path, so a link, a reload or a saved layout reproduces the same figures.
 */
const NUMBER_FIELDS = new Set(["clientId", "jobId", "months", "minPoints"]);
const FIELDS: (keyof ReportFilters)[] = [
  "from",
  "to",
  "projectManager",
  "staffUser",
  "clientId",
  "jobId",
  "jobNumber",
  "sessionStatus",
  "jobStatus",
  "months",
  "groupBy",
  "minPoints",
];

/** The filters a path's query string names (unknown keys and bad numbers are dropped). */
export function filtersOf(path: string): ReportFilters {
  const at = path.indexOf("?");
  const params = new URLSearchParams(at < 0 ? "" : path.slice(at + 1));
  const out: Record<string, string | number> = {};
  for (const key of FIELDS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (NUMBER_FIELDS.has(key)) {
      if (/^\d{1,9}$/.test(raw)) out[key] = Number(raw);
    } else out[key] = raw;
  }
  return out as ReportFilters;
}

/** The path of a report with these filters (empty values left out, stable order). */
export function pathWith(base: string, filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const key of FIELDS) {
    const value = filters[key];
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  const pathname = base.split("?")[0] ?? base;
  return query ? `${pathname}?${query}` : pathname;
}

export type PeriodPreset = "last30" | "thisMonth" | "lastMonth" | "thisQuarter" | "thisYear" | "last12Months";

export const PERIOD_PRESETS: { value: PeriodPreset; label: string }[] = [
  { value: "last30", label: "Last 30 days" },
  { value: "thisMonth", label: "This month" },
  { value: "lastMonth", label: "Last month" },
  { value: "thisQuarter", label: "This quarter" },
  { value: "thisYear", label: "This year" },
  { value: "last12Months", label: "Last 12 months" },
];

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The days of a preset period, counted from the agency's `today` (YYYY-MM-DD). */
export function presetPeriod(preset: PeriodPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "thisMonth":
      return { from: monthStart(today), to: monthEnd(today) };
    case "lastMonth": {
      const last = addDays(monthStart(today), -1);
      return { from: monthStart(last), to: last };
    }
    case "thisQuarter": {
      const [y, m] = today.split("-").map(Number) as [number, number];
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      const from = `${y}-${String(first).padStart(2, "0")}-01`;
      return { from, to: monthEnd(`${y}-${String(first + 2).padStart(2, "0")}-01`) };
    }
    case "thisYear":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case "last12Months":
      return { from: addDays(today, -364), to: today };
  }
}
