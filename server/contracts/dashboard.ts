import { z } from "zod";
import { isoDate } from "./records";
import { jobSuggestionSchema, respondentSuggestionSchema } from "./search";

/**
 * The staff dashboard's calls of staff-calls §7.6 (decision 233): KPI cards, my current jobs, the
 * staff KPI by day and week, the sales by month and the two quick searches.
 */

// ---------------------------------------------------------------- dash-stats

export const DASH_STAT_KEYS = [
  "sessionsHeld",
  "respondentsAttended",
  "showRate",
  "bookingsMade",
  "newMembers",
  "invoiced",
] as const;
export type DashStatKey = (typeof DASH_STAT_KEYS)[number];

/** GET /api/dash-stats/: a period (agency days, both inclusive); default this month to date. */
export const dashStatsQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from === !q.to, { message: "Give both from and to, or neither", path: ["to"] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "to must not be before from", path: ["to"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: "A period is at most a year",
    path: ["to"],
  });

const dashStatSchema = z.object({
  key: z.enum(DASH_STAT_KEYS),
  label: z.string(),
  /** count: a whole number; percent: 0–100 with one decimal; money: dollars with cents. */
  format: z.enum(["count", "percent", "money"]),
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** value − previous (percentage points for a percent); null when either is missing. */
  change: z.number().nullable(),
  definition: z.string(),
});
export type DashStat = z.infer<typeof dashStatSchema>;

export const dashStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  stats: z.array(dashStatSchema),
});
export type DashStats = z.infer<typeof dashStatsSchema>;

// ---------------------------------------------------------------- current-jobs

const currentJobSchema = z.object({
  id: z.number().int(),
  jobNumber: z.string(),
  jobName: z.string(),
  status: z.string(),
  clientName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** How the signed-in user is on the job. */
  myRole: z.enum(["Project manager", "Recruiter"]),
});
export type CurrentJob = z.infer<typeof currentJobSchema>;
export const currentJobsSchema = z.array(currentJobSchema);

// ---------------------------------------------------------------- staff KPI

const staffKpiRowSchema = z.object({
  username: z.string(),
  name: z.string(),
  /** The day, or the Monday of the week (agency clock), YYYY-MM-DD. */
  period: z.string(),
  bookingsMade: z.number().int(),
  confirmations: z.number().int(),
  attended: z.number().int(),
  minutesTracked: z.number().int(),
});
export type StaffKpiRow = z.infer<typeof staffKpiRowSchema>;

export const staffKpiSchema = z.object({
  bucket: z.enum(["day", "week"]),
  /** Each figure's label and definition, as the Staff KPI report writes them. */
  metrics: z.array(z.object({ key: z.string(), label: z.string(), definition: z.string() })),
  /** Every period of the window, oldest first. */
  periods: z.array(z.string()),
  /** One row per staff user with any figure, per period (zeros included). */
  rows: z.array(staffKpiRowSchema),
});
export type StaffKpi = z.infer<typeof staffKpiSchema>;

// ---------------------------------------------------------------- sales

const salesMonthSchema = z.object({
  /** YYYY-MM on the agency's clock. */
  month: z.string(),
  invoiced: z.number(),
  quoted: z.number(),
  won: z.number(),
});
export const dashboardSalesSchema = z.array(salesMonthSchema);
export type SalesMonth = z.infer<typeof salesMonthSchema>;

// ---------------------------------------------------------------- quick searches

/** The autocomplete fields of staff-calls §7.6, named as the spec's search paths name them. */
export const JOB_QUICK_FIELDS = ["job-number", "job-name", "job-invnumber"] as const;
export const RESPONDENT_QUICK_FIELDS = ["resp-id", "resp-mobile", "resp-email"] as const;

export const jobQuickSearchSchema = z.object({
  field: z.enum(JOB_QUICK_FIELDS),
  searchtext: z.string().max(100),
});
export const respondentQuickSearchSchema = z.object({
  field: z.enum(RESPONDENT_QUICK_FIELDS),
  searchtext: z.string().max(100),
});
export const jobQuickAnswerSchema = z.array(jobSuggestionSchema);
export const respondentQuickAnswerSchema = z.array(respondentSuggestionSchema);
