import { jobKpi } from "./job-kpi";
import { jobRecruitment } from "./job-recruitment";
import { scorecard } from "./scorecard";
import { sessionRecruitment } from "./session-recruitment";
import type { ReportSource } from "./source";

/** Each declared report's server half, by report id (server/contracts/reports/catalogue.ts). */
export const REPORT_SOURCES: Readonly<Record<string, ReportSource>> = {
  "session-recruitment": sessionRecruitment,
  "job-recruitment": jobRecruitment,
  "job-kpi": jobKpi,
  scorecard: scorecard,
};
