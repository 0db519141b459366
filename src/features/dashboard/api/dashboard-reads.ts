import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../server/contracts/dashboard-calls";
import * as sessionCalls from "../../../../server/contracts/sessions/calls";
import type { CurrentSessionsParam } from "../../../../server/contracts/sessions/sessions";
import { me } from "../../../../server/contracts/workspace-calls";
import { callApi } from "../../../lib/call-api";
import { readQuery } from "../../../lib/read-query";

/**
 * The dashboard's widgets below its first screen (decision 233): declared calls read with their
 * contracts. Only the lazily loaded widgets import this module, so zod stays out of the shell.
 */

const quiet = { quiet: true } as const;
const MINUTE = 60_000;

export const useDashStats = () =>
  useQuery({
    ...readQuery(["dashboard", "stats"], calls.dashStats, {}, { ...quiet, what: "the figures" }),
    refetchInterval: 5 * MINUTE,
  });

export const useCurrentJobs = () =>
  useQuery(
    readQuery(["dashboard", "current-jobs"], calls.currentJobs, {}, { ...quiet, what: "your current jobs" }),
  );

export const useStaffKpi = (bucket: "day" | "week", enabled: boolean) =>
  useQuery(
    readQuery(
      ["dashboard", "staff-kpi", bucket],
      bucket === "day" ? calls.dailyStaffKpi : calls.weeklyStaffKpi,
      {},
      {
        ...quiet,
        enabled,
        what: "the staff KPI",
      },
    ),
  );

export const useSales = (enabled: boolean) =>
  useQuery(
    readQuery(["dashboard", "sales"], calls.dashboardSales, {}, { ...quiet, enabled, what: "the sales" }),
  );

export const useMyUsername = () =>
  useQuery({
    ...readQuery(["dashboard", "me"], me, {}, quiet),
    select: (m) => m.username,
    staleTime: 10 * MINUTE,
  });

/** POST /api/report/GetUserCurrentSessionsWithParam with the filter bar's values. */
export const useCurrentSessions = (filters: CurrentSessionsParam) =>
  useQuery(
    readQuery(["dashboard", "current-sessions", filters], sessionCalls.currentSessionsWith, filters, {
      ...quiet,
      what: "your sessions",
    }),
  );

/** The two quick searches of staff-calls §7.6; an empty list when the call refuses. */
export async function quickSearch(kind: "job" | "respondent", field: string, searchtext: string) {
  const answer =
    kind === "job"
      ? await callApi(calls.jobQuickSearch, { field: field as never, searchtext }, { hideLoadingBar: true })
      : await callApi(
          calls.respondentQuickSearch,
          { field: field as never, searchtext },
          { hideLoadingBar: true },
        );
  return answer.succeeded ? answer.value : [];
}
