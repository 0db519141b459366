import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/dashboard-calls";
import { RIGHTS } from "../contracts/rights-codes";
import * as dashboard from "../services/dashboard";
import { handle } from "./handle";

const ANY_STAFF = { staff: [] } as const;
const KPI = { staff: [RIGHTS.StaffKPIReport] } as const;
const SALES = { staff: [RIGHTS.SalesReport] } as const;
const [, , statsHandler] = handle(calls.dashStats, ANY_STAFF, dashboard.dashStats);

/** The staff dashboard's calls of staff-calls §7.6 (decision 233). */
export const dashboardRoutes = new Hono<AppEnv>()
  // The spec's path ends in "/"; both spellings are served.
  .on(...handle(calls.dashStats, ANY_STAFF, dashboard.dashStats))
  .get("/dash-stats", statsHandler)
  .on(...handle(calls.currentJobs, ANY_STAFF, dashboard.currentJobs))
  .on(...handle(calls.dailyStaffKpi, KPI, dashboard.dailyStaffKpi))
  .on(...handle(calls.weeklyStaffKpi, KPI, dashboard.weeklyStaffKpi))
  .on(...handle(calls.dashboardSales, SALES, dashboard.dashboardSales))
  .on(...handle(calls.jobQuickSearch, ANY_STAFF, dashboard.jobQuickSearch))
  .on(...handle(calls.respondentQuickSearch, ANY_STAFF, dashboard.respondentQuickSearch));
