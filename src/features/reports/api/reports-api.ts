import { useQuery } from "@tanstack/react-query";
import { EXPORT_DENIED, EXPORT_TOTAL_HEADER } from "../../../../server/contracts/query-constants";
import { REPORT_CALLS, reportDrill } from "../../../../server/contracts/reports/calls";
import { REPORT_PATHS } from "../../../../server/contracts/reports/catalogue";
import { pointReportJobs } from "../../../../server/contracts/reports/money-calls";
import type { ReportFilters } from "../../../../server/contracts/reports/report-kit";
import * as scheduleCalls from "../../../../server/contracts/reports/schedule-calls";
import { callApi } from "../../../lib/call-api";
import { downloadExport } from "../../../lib/list-export";
import { readQuery } from "../../../lib/read-query";

export type { DrillAnswer, ReportAnswer } from "../../../../server/contracts/reports/calls";
export { scheduleCalls };

interface PageAsk {
  start: number;
  length: number;
  sort?: string;
  dir?: "asc" | "desc";
}

/** One page of a report with its filters (the first also carries totals and exclusions). */
export async function reportPage(id: string, filters: ReportFilters, page: PageAsk, signal?: AbortSignal) {
  const calls = REPORT_CALLS.get(id);
  if (!calls) throw new Error(`No report ${id}`);
  const answer = await callApi(
    calls.post,
    { ...filters, ...page },
    { signal, hideLoadingBar: page.start > 0 },
  );
  if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load the report.");
  return answer.value;
}

/** The rows behind one number (decision 236). */
export async function drillPage(
  ask: { report: string; key: string; column: string; filters: ReportFilters },
  page: PageAsk,
  signal?: AbortSignal,
) {
  const { filters, ...pick } = ask;
  const answer = await callApi(
    reportDrill,
    { ...filters, ...pick, ...page },
    { signal, hideLoadingBar: true },
  );
  return answer.succeeded ? answer.value : null;
}

/** The report's every row as .xlsx, with the export progress of tag `report`. */
export const exportReport = (id: string, filters: ReportFilters) =>
  downloadExport({
    path: `/api${REPORT_PATHS.export}`,
    payload: { report: id, ...filters },
    totalHeader: EXPORT_TOTAL_HEADER,
    tag: "report",
    deniedMessage: EXPORT_DENIED,
  });

export const scheduleKeys = { mine: ["reports", "schedules"] as const };

/** The caller's scheduled reports (the /report index lists them with a Stop button). */
export const useMySchedules = () =>
  useQuery(readQuery(scheduleKeys.mine, scheduleCalls.mySchedules, {}, { what: "your scheduled reports" }));
/** The jobs whose events earned points: the points reports' job picker (GET /api/point-report-jobs). */
export const usePointJobChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ["reports", "point-report-jobs"],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await callApi(pointReportJobs, {}, { signal, authRedirect: false });
      return answer.succeeded ? answer.value : [];
    },
  });
