import { addDays, dayRange, wallDay } from "../../contracts/agency-time";
import type { ReportDeclaration, ReportFilters } from "../../contracts/reports/report-kit";
import { ddmmyyyy, filtersLine } from "../export";
import type { ResolvedFilters } from "./source";

const FILTER_FIELDS: Record<string, (keyof ReportFilters)[]> = {
  period: ["from", "to"],
  projectManager: ["projectManager"],
  staffUser: ["staffUser"],
  client: ["clientId"],
  job: ["jobId"],
  jobNumber: ["jobNumber"],
  sessionStatus: ["sessionStatus"],
  jobStatus: ["jobStatus"],
  months: ["months"],
  groupBy: ["groupBy"],
  minPoints: ["minPoints"],
};

/**
 * The filters a report applies: only the ones it declares (others sent are dropped), defaults
 * for what is missing, the period as the agency's days (a missing end of the period stays open).
 */
export function resolveFilters(
  r: ReportDeclaration,
  input: ReportFilters,
  now: Date,
  zone: string,
): ResolvedFilters {
  const out: ResolvedFilters = { ...r.defaults };
  for (const key of r.filters)
    for (const field of FILTER_FIELDS[key] ?? []) {
      const value = input[field];
      if (value !== undefined) (out as Record<string, unknown>)[field] = value;
    }
  if (r.filters.includes("period") && r.defaultPeriod && !input.from && !input.to) {
    const today = wallDay(now, zone);
    out.from = addDays(today, -r.defaultPeriod.back);
    out.to = addDays(today, r.defaultPeriod.ahead);
  }
  if (out.from && out.to && out.from > out.to) [out.from, out.to] = [out.to, out.from];
  const { start, end } = dayRange(out.from, out.to, zone);
  return { ...out, ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** The filters in words, as the page's summary and the export's header write them. */
export function filterWords(f: ResolvedFilters): string[] {
  const parts: string[] = [];
  if (f.from || f.to) parts.push(`${f.from ? ddmmyyyy(f.from) : "…"} – ${f.to ? ddmmyyyy(f.to) : "…"}`);
  if (f.projectManager) parts.push(`Project manager: ${f.projectManager}`);
  if (f.staffUser) parts.push(`Staff: ${f.staffUser}`);
  if (f.clientId) parts.push(`Client id: ${f.clientId}`);
  if (f.jobId) parts.push(`Job id: ${f.jobId}`);
  if (f.jobNumber) parts.push(`Job: ${f.jobNumber}`);
  if (f.sessionStatus) parts.push(`Session status: ${f.sessionStatus}`);
  if (f.jobStatus) parts.push(`Job status: ${f.jobStatus}`);
  if (f.months) parts.push(`No job for ${f.months} months`);
  if (f.groupBy) parts.push(`By ${f.groupBy}`);
  if (f.minPoints !== undefined) parts.push(`At least ${f.minPoints} points`);
  return parts;
}

/** The report's title and its filters: the page's summary lines, the export's header's first two. */
export const filterSummary = (r: ReportDeclaration, f: ResolvedFilters): string[] => [
  r.title,
  filtersLine(filterWords(f)),
];

/** The filters the answer echoes (days, not instants). */
export function echoFilters(f: ResolvedFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(f))
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  return out;
}
