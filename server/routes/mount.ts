import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { accountAdminRoutes } from "./account-admin";
import { authRoutes } from "./auth";
import { clientContactsRoutes } from "./client-contacts";
import { clientsRoutes } from "./clients";
import { configRoutes } from "./config";
import { confirmPageRoutes } from "./confirm-page";
import { devToolsRoutes } from "./dev-tools";
import { documentsRoutes } from "./documents";
import { emailTemplatesRoutes } from "./email-templates";
import { eventsRoutes } from "./events";
import { invoicesRoutes } from "./invoices";
import { jobsRoutes } from "./jobs";
import { lookupsRoutes } from "./lookups";
import { messagingRoutes } from "./messaging";
import { panelSearchRoutes } from "./panel-search";
import { portalAccountsRoutes } from "./portal-accounts";
import { queryRoutes } from "./query";
import { quotasRoutes } from "./quotas";
import { referenceDataRoutes } from "./reference-data";
import { respondentEventsRoutes } from "./respondent-events";
import { respondentListsRoutes } from "./respondent-lists";
import { respondentPortalRoutes } from "./respondent-portal";
import { respondentsRoutes } from "./respondents";
import { searchRoutes } from "./search";
import { sessionsRoutes } from "./sessions";
import { signupRoutes } from "./signup";
import { smsWebhookRoutes } from "./sms-webhooks";
import { staffUsersRoutes } from "./staff-users";
import { surveyPublicRoutes } from "./survey-public";
import { surveysRoutes } from "./surveys";
import { trackingRoutes } from "./tracking";
import { workspaceRoutes } from "./workspace";

/** Every area's sub-app, mounted under /api. Add one line per area. */
export function mountApiRoutes(api: Hono<AppEnv>) {
  void api;
  api.route("/", authRoutes);
  api.route("/", accountAdminRoutes);
  api.route("/", staffUsersRoutes);
  api.route("/", configRoutes);
  api.route("/", devToolsRoutes);
  api.route("/", searchRoutes);
  api.route("/", trackingRoutes);
  api.route("/", workspaceRoutes);
  api.route("/", respondentsRoutes);
  // Panel search and private lists (decisions 140-144); after respondents so respondent/{id} answers first.
  api.route("/", respondentListsRoutes);
  api.route("/", respondentPortalRoutes);
  // Portal accounts of panel members: staff send portal invitations (decision 177).
  api.route("/", portalAccountsRoutes);
  api.route("/", respondentEventsRoutes);
  api.route("/", signupRoutes);
  api.route("/", smsWebhookRoutes);
  api.route("/", referenceDataRoutes);
  // Surveys and screeners (decisions 150-154): the public calls first, so /survey/Get... never
  // reaches the staff /survey/{jobId}.
  for (const routes of [surveyPublicRoutes, surveysRoutes]) api.route("/", routes);
  // Messaging: templates, senders and the send calls (decisions 165-169).
  api.route("/", emailTemplatesRoutes);
  api.route("/", messagingRoutes);
  // The confirm-attendance page (decision 176): public, the link is the credential.
  api.route("/", confirmPageRoutes);
  // Sessions and bookings (decision 130), before jobs so their job/... calls answer here.
  for (const routes of [sessionsRoutes, eventsRoutes]) api.route("/", routes);
  // Clients and jobs area (decisions 040-046).
  for (const routes of [
    clientsRoutes,
    clientContactsRoutes,
    documentsRoutes,
    jobsRoutes,
    quotasRoutes,
    invoicesRoutes,
    lookupsRoutes,
    queryRoutes,
  ]) {
    api.route("/", routes);
  }
  api.route("/", panelSearchRoutes);
}
