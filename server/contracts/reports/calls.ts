import { z } from "zod";
import { type Call, call } from "../call";
import { isoDate, strictId, wholeNumber } from "../records";
import { REPORT_PATHS, REPORTS } from "./catalogue";
import type { ReportDeclaration } from "./report-kit";

/** An optional text filter: empty means absent. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined));
const day = z
  .union([isoDate, z.literal("")])
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalId = strictId({ emptyIsAbsent: true }).optional();
const optionalWhole = (min: number, max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), wholeNumber(min, max).optional());

/** The one filter set of every report (decision 230): each report uses the keys it declares. */
export const reportFiltersSchema = z.object({
  from: day,
  to: day,
  projectManager: text(100),
  staffUser: text(100),
  clientId: optionalId,
  jobId: optionalId,
  jobNumber: text(50),
  sessionStatus: text(40),
  jobStatus: text(40),
  months: optionalWhole(1, 120),
  groupBy: z.enum(["day", "week", "month"]).optional(),
  minPoints: optionalWhole(0, 1_000_000),
});

/** A report's first screen or a later page: filters, a page of rows, an optional sort. */
export const reportRequestSchema = reportFiltersSchema.extend({
  start: optionalWhole(0, 10_000_000),
  length: optionalWhole(1, 500),
  sort: text(40),
  dir: z.enum(["asc", "desc"]).optional(),
});
export type ReportRequest = z.output<typeof reportRequestSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
const row = z.record(z.string(), cell);

export const reportAnswerSchema = z.object({
  rows: z.array(row),
  /** Rows matching the filters (the table's length). */
  total: z.number().int(),
  /** The whole period's totals (not the page's), in the same columns; null when none make sense. */
  totals: row.nullable(),
  /** What the figures leave out and how many: "3 bookings of past sessions with no outcome yet". */
  exclusions: z.array(z.object({ label: z.string(), count: z.number().int() })),
  /** The filters as applied (defaults filled in), so the screen shows what the numbers mean. */
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The filter summary, the same lines the export's header carries. */
  summary: z.array(z.string()),
});
export type ReportAnswer = z.output<typeof reportAnswerSchema>;

/** Which number was picked: the row's key and the column. */
export const drillRequestSchema = reportRequestSchema.extend({
  report: z.string().min(1).max(60),
  key: z.string().min(1).max(60),
  column: z.string().min(1).max(60),
});
export type DrillRequest = z.output<typeof drillRequestSchema>;

export const drillAnswerSchema = z.object({
  kind: z.enum(["bookings", "jobs", "clients", "respondents", "sessions"]),
  /** "Session 3 of JOB-12: No-show, 01/11/2026 – 30/11/2026". */
  title: z.string(),
  rows: z.array(row),
  total: z.number().int(),
});
export type DrillAnswer = z.output<typeof drillAnswerSchema>;

export const reportExportSchema = reportFiltersSchema.extend({ report: z.string().min(1).max(60) });

interface ReportCalls {
  post: Call<typeof reportRequestSchema, typeof reportAnswerSchema>;
  get?: Call<typeof reportRequestSchema, typeof reportAnswerSchema>;
}

const callsOf = (r: ReportDeclaration): ReportCalls => {
  const spec = { input: reportRequestSchema, answer: reportAnswerSchema };
  return {
    post: call("POST", r.path, spec),
    ...(r.getToo ? { get: call("GET", r.path, spec) } : {}),
  };
};

/** Each report's call(s), by report id; six of the spec's may also be a GET. */
export const REPORT_CALLS: ReadonlyMap<string, ReportCalls> = new Map(REPORTS.map((r) => [r.id, callsOf(r)]));

export const reportDrill = call("POST", REPORT_PATHS.drill, {
  input: drillRequestSchema,
  answer: drillAnswerSchema,
});
