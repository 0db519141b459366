import { z } from "zod";
import { call } from "./call";
import {
  currentJobsSchema,
  dashboardSalesSchema,
  dashStatsQuerySchema,
  dashStatsSchema,
  jobQuickAnswerSchema,
  jobQuickSearchSchema,
  respondentQuickAnswerSchema,
  respondentQuickSearchSchema,
  staffKpiSchema,
} from "./dashboard";

/** The dashboard's calls of staff-calls §7.6 (decision 233). */

const none = z.object({});

/** GET /api/dash-stats/ (optional from, to): KPI cards against the previous period. */
export const dashStats = call("GET", "/dash-stats/", {
  input: dashStatsQuerySchema,
  answer: dashStatsSchema,
});

/** GET /api/current-jobs: the user's jobs as project manager or recruiter, not Closed or Cancelled. */
export const currentJobs = call("GET", "/current-jobs", { input: none, answer: currentJobsSchema });

/** GET /api/report/daily-staff-kpi-report: per staff user per day, the last 14 days. */
export const dailyStaffKpi = call("GET", "/report/daily-staff-kpi-report", {
  input: none,
  answer: staffKpiSchema,
});

/** GET /api/report/weekly-staff-kpi-report: per staff user per week (from Monday), the last 12 weeks. */
export const weeklyStaffKpi = call("GET", "/report/weekly-staff-kpi-report", {
  input: none,
  answer: staffKpiSchema,
});

/** GET /api/report/dashboard-sales-report: invoiced and quoted per month, the last 12 months. */
export const dashboardSales = call("GET", "/report/dashboard-sales-report", {
  input: none,
  answer: dashboardSalesSchema,
});

/** POST /api/job-quick-search (field, searchtext): at most five jobs. */
export const jobQuickSearch = call("POST", "/job-quick-search", {
  input: jobQuickSearchSchema,
  encoding: "form",
  answer: jobQuickAnswerSchema,
});

/** POST /api/job-respondent-search (field, searchtext): at most five respondents. */
export const respondentQuickSearch = call("POST", "/job-respondent-search", {
  input: respondentQuickSearchSchema,
  encoding: "form",
  answer: respondentQuickAnswerSchema,
});
