import { EXPORT_DENIED, EXPORT_TOTAL_HEADER } from "../../../../server/contracts/query-constants";
import type { ReportFilters } from "../../../../server/contracts/reports/report-kit";
import * as calls from "../../../../server/contracts/reports/staff-calls";
import { STAFF_REPORT_PATHS } from "../../../../server/contracts/reports/staff-reports";
import { downloadExport } from "../../../lib/list-export";

/** The staff reports' own calls (clock entry corrections), for the attendance commands. */
export { calls };

/** The payroll file (CSV) of the payroll report's filters, with the export progress of tag `report`. */
export const downloadPayrollFile = (filters: ReportFilters) =>
  downloadExport({
    path: `/api${STAFF_REPORT_PATHS.payrollFile}`,
    payload: filters,
    totalHeader: EXPORT_TOTAL_HEADER,
    tag: "report",
    deniedMessage: EXPORT_DENIED,
  });
