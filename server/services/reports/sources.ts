import { incentiveReport, incentiveToInvoice } from "./job-money";
import { memberPoints, memberPointsDetail, respondentPoints } from "./member-points";
import { sessionRecruitment } from "./session-recruitment";
import type { ReportSource } from "./source";

/** Each declared report's server half, by report id (server/contracts/reports/catalogue.ts). */
export const REPORT_SOURCES: Readonly<Record<string, ReportSource>> = {
  "session-recruitment": sessionRecruitment,
  "member-points": memberPoints,
  "member-points-detail": memberPointsDetail,
  "respondent-points": respondentPoints,
  incentive: incentiveReport,
  "incentive-to-invoice": incentiveToInvoice,
};
