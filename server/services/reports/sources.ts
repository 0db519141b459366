import { inactiveClients } from "./inactive-clients";
import { jobKpi } from "./job-kpi";
import { jobOrder, jobQuoted, sales } from "./job-money";
import { incentiveReport, incentiveToInvoice } from "./job-profit";
import { jobRecruitment } from "./job-recruitment";
import { jobDetail, jobSummary } from "./job-summary";
import { memberPoints, memberPointsDetail, respondentPoints } from "./member-points";
import { scorecard } from "./scorecard";
import { sessionRecruitment } from "./session-recruitment";
import type { ReportSource } from "./source";
import { staffAttendance } from "./staff-attendance";
import { staffKpiReport, staffRoster } from "./staff-kpi";
import { staffPayroll } from "./staff-payroll";

/** Each declared report's server half, by report id (server/contracts/reports/catalogue.ts). */
export const REPORT_SOURCES: Readonly<Record<string, ReportSource>> = {
  "session-recruitment": sessionRecruitment,
  "job-summary": jobSummary,
  "job-detail": jobDetail,
  "job-order": jobOrder,
  "job-quoted": jobQuoted,
  "inactive-clients": inactiveClients,
  sales,
  "staff-attendance": staffAttendance,
  "staff-payroll": staffPayroll,
  "staff-kpi": staffKpiReport,
  "staff-roster": staffRoster,
  "member-points": memberPoints,
  "member-points-detail": memberPointsDetail,
  "respondent-points": respondentPoints,
  incentive: incentiveReport,
  "incentive-to-invoice": incentiveToInvoice,
  "job-recruitment": jobRecruitment,
  "job-kpi": jobKpi,
  scorecard: scorecard,
};
