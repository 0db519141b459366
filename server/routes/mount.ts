import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { accountAdminRoutes } from "./account-admin";
import { adminAccountingRoutes } from "./admin-accounting";
import { adminBulkDataRoutes } from "./admin-bulk-data";
import { adminConfigRoutes } from "./admin-config";
import { adminLicencesRoutes } from "./admin-licences";
import { adminLoginAuditRoutes } from "./admin-login-audit";
import { adminReferenceRoutes } from "./admin-reference";
import { adminTicketsRoutes } from "./admin-tickets";
import { adminUsersRoutes } from "./admin-users";
import { authRoutes } from "./auth";
import { clientContactsRoutes } from "./client-contacts";
import { clientPortalRoutes } from "./client-portal";
import { clientScheduleRoutes } from "./client-schedule";
import { clientsRoutes } from "./clients";
import { configRoutes } from "./config";
import { confirmPageRoutes } from "./confirm-page";
import { dashboardRoutes } from "./dashboard";
import { devToolsRoutes } from "./dev-tools";
import { documentsRoutes } from "./documents";
import { emailTemplatesRoutes } from "./email-templates";
import { eventsRoutes } from "./events";
import { invoicesRoutes } from "./invoices";
import { jobsRoutes } from "./jobs";
import { listImportRoutes } from "./list-import";
import { lookupsRoutes } from "./lookups";
import { messagingRoutes } from "./messaging";
import { panelSearchRoutes } from "./panel-search";
import { portalAccountsRoutes } from "./portal-accounts";
import { queryRoutes } from "./query";
import { quotasRoutes } from "./quotas";
import { referenceDataRoutes } from "./reference-data";
import { reportsRoutes } from "./reports";
import { respondentEventsRoutes } from "./respondent-events";
import { respondentListsRoutes } from "./respondent-lists";
import { respondentPortalRoutes } from "./respondent-portal";
import { respondentsRoutes } from "./respondents";
import { searchRoutes } from "./search";
import { sessionsRoutes } from "./sessions";
import { signupRoutes } from "./signup";
import { smsWebhookRoutes } from "./sms-webhooks";
import { staffLeaveRoutes } from "./staff-leave";
import { staffMeetingsRoutes } from "./staff-meetings";
import { staffPayRoutes } from "./staff-pay";
import { staffReportsRoutes } from "./staff-reports";
import { staffRosterRoutes } from "./staff-roster";
import { staffTimesheetsRoutes } from "./staff-timesheets";
import { staffUsersRoutes } from "./staff-users";
import { surveyPublicRoutes } from "./survey-public";
import { surveysRoutes } from "./surveys";
import { trackingRoutes } from "./tracking";
import { workspaceRoutes } from "./workspace";

/**
 * Every area's sub-app, mounted under /api. The order does not matter: path parameters are typed
 * (digits where an id is meant), and tests/api/route-collisions.test.ts fails when two routes of
 * one method answer the same path. Add one line per area.
 */
export const API_ROUTES = [
  accountAdminRoutes,
  adminUsersRoutes,
  adminAccountingRoutes,
  adminConfigRoutes,
  adminReferenceRoutes,
  adminTicketsRoutes,
  adminLicencesRoutes,
  authRoutes,
  adminLoginAuditRoutes,
  adminBulkDataRoutes,
  clientContactsRoutes,
  clientPortalRoutes,
  clientScheduleRoutes,
  clientsRoutes,
  configRoutes,
  confirmPageRoutes,
  dashboardRoutes,
  devToolsRoutes,
  documentsRoutes,
  emailTemplatesRoutes,
  eventsRoutes,
  invoicesRoutes,
  jobsRoutes,
  listImportRoutes,
  lookupsRoutes,
  messagingRoutes,
  panelSearchRoutes,
  portalAccountsRoutes,
  queryRoutes,
  quotasRoutes,
  referenceDataRoutes,
  reportsRoutes,
  respondentEventsRoutes,
  respondentListsRoutes,
  respondentPortalRoutes,
  respondentsRoutes,
  searchRoutes,
  sessionsRoutes,
  signupRoutes,
  smsWebhookRoutes,
  staffLeaveRoutes,
  staffMeetingsRoutes,
  staffPayRoutes,
  staffReportsRoutes,
  staffRosterRoutes,
  staffTimesheetsRoutes,
  staffUsersRoutes,
  surveyPublicRoutes,
  surveysRoutes,
  trackingRoutes,
  workspaceRoutes,
];

export function mountApiRoutes(api: Hono<AppEnv>, routes = API_ROUTES) {
  for (const area of routes) api.route("/", area);
}
