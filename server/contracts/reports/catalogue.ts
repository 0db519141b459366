import { JOB_REPORTS } from "./job-reports";
import { MONEY_REPORTS } from "./money-reports";
import { RECRUITMENT_REPORTS } from "./recruitment-reports";
import type { ReportDeclaration } from "./report-kit";
import { STAFF_KPI_REPORTS } from "./staff-kpi-reports";
import { STAFF_REPORTS } from "./staff-reports";

/**
 * Every report, declared once (decision 230). The palette, the staff menu, the /report index,
 * the routes, the calls, the sources and the exports are all made from this list; a report that
 * is not here does not exist. Zod-free (see report-kit.ts).
 */
export const REPORTS: readonly ReportDeclaration[] = [
  ...RECRUITMENT_REPORTS,
  ...JOB_REPORTS,
  ...MONEY_REPORTS,
  ...STAFF_REPORTS,
  ...STAFF_KPI_REPORTS,
];

const byId = new Map(REPORTS.map((r) => [r.id, r]));
const byRoute = new Map(REPORTS.filter((r) => r.route).map((r) => [r.route as string, r]));

export const reportById = (id: string): ReportDeclaration | undefined => byId.get(id);
export const reportByRoute = (route: string): ReportDeclaration | undefined => byRoute.get(route);

/** Where the drill-through view and the export live (our calls, not the spec's). */
export const REPORT_PATHS = {
  drill: "/report/drill",
  export: "/report/export",
  rowsPage: "/report/rows",
} as const;
