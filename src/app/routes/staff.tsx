import { lazy } from "react";
import type { ConfigFlag } from "../../../server/contracts/config";
import type { RightCode } from "../../../server/contracts/rights-codes";
import { notBuilt } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";
import type { StaffRouteDef } from "./staff-route-def";

// Administration (issue 21).
const LoginAudit = lazy(() => import("../../features/admin/login-audit/views/login-audit-view"));
const SystemUsers = lazy(() => import("../../features/admin/users/views/users-view"));
const BulkData = lazy(() => import("../../features/admin/bulk-data/views/bulk-data-view"));
// Clients and jobs views (issue 4): lazy, so their code loads with the first such tab.
const ClientList = lazy(() => import("../../features/clients/views/client-list-view"));
const ClientEdit = lazy(() => import("../../features/clients/views/client-edit-view"));
const JobList = lazy(() => import("../../features/jobs/views/job-list-view"));
const JobEdit = lazy(() => import("../../features/jobs/views/job-edit-view"));
// Respondent records (issue 5).
const ConsumerRecord = lazy(() => import("../../features/respondents/views/consumer-view"));
const BusinessRecord = lazy(() => import("../../features/respondents/views/business-view"));
const ImpairmentRecord = lazy(() => import("../../features/respondents/views/impairment-view"));
// Sessions; the calendar carries FullCalendar, so it loads only with its tab.
const SessionEdit = lazy(() => import("../../features/sessions/views/session-edit-view"));
const PendingSessions = lazy(() => import("../../features/sessions/views/pending-sessions-view"));
const SessionCalendar = lazy(() => import("../../features/sessions/views/session-calendar-view"));
// Messaging: the template editor's code loads only with its tab.
const SendEmail = lazy(() => import("../../features/messaging/views/send-view"));
const SendSms = lazy(() =>
  import("../../features/messaging/views/send-view").then((m) => ({ default: m.SendSmsView })),
);
const SmsReplies = lazy(() => import("../../features/messaging/views/sms-replies-view"));
const EmailTemplates = lazy(() => import("../../features/messaging/views/email-templates-view"));
// Support tickets (decision 275).
const Tickets = lazy(() => import("../../features/admin/tickets/views/tickets-view"));
const TicketEdit = lazy(() => import("../../features/admin/tickets/views/ticket-edit-view"));
// The small staff pages (decision 276).
const Submenu = lazy(() => import("./submenu-route"));
const Typeswitch = lazy(() => import("../../features/staff-pages/views/typeswitch-view"));
const UnderConstruction = lazy(() => import("../../features/staff-pages/views/under-construction-view"));
// Software licences (decision 277).
const Licences = lazy(() => import("../../features/admin/licences/views/licences-view"));
const EmailSenders = lazy(() => import("../../features/messaging/views/email-sender-view"));
// Surveys: the editor tabs and the answer screens.
const surveyEditor = () => import("../../features/surveys/views/survey-editor-view");
const surveyAnswers = () => import("../../features/surveys/views/survey-answers-view");
const ManageSurvey = lazy(() => surveyEditor().then((m) => ({ default: m.ManageSurveyView })));
const ManageScreener = lazy(() => surveyEditor().then((m) => ({ default: m.ManageScreenerView })));
const ManageSessionSurvey = lazy(() => surveyEditor().then((m) => ({ default: m.ManageSessionSurveyView })));
const SurveyAnswers = lazy(() => surveyAnswers().then((m) => ({ default: m.SurveyAnswersView })));
const ScreenerAnswers = lazy(() => surveyAnswers().then((m) => ({ default: m.ScreenerAnswersView })));
const SurveySummary = lazy(() =>
  import("../../features/surveys/views/survey-summary-view").then((m) => ({ default: m.SurveySummaryView })),
);
// Surveys: the preview runs the respondent renderer (issue 11).
const SurveyPreview = lazy(() => import("../../features/survey-runner/views/survey-preview-view"));
// Panel search (issue 10).
const SearchRespondents = lazy(() => import("../../features/panel-search/views/search-respondents-view"));
const GlobalQueries = lazy(() => import("../../features/panel-search/views/global-queries-view"));
const SearchEvents = lazy(() => import("../../features/panel-search/views/search-events-view"));
// Private lists (issue 18).
const PrivateLists = lazy(() => import("../../features/private-lists/views/private-lists-view"));
// The panel list import (issue 18).
const ImportPanelList = lazy(() => import("../../features/list-import/views/import-panel-list-view"));
// Reports (issue 19): one page component for every report of the catalogue (decision 230).
const reportView = () => import("../../features/reports/views/report-view");
const report = (id: string) => lazy(() => reportView().then((m) => ({ default: m.reportRoute(id) })));
const ReportIndex = lazy(() => import("../../features/reports/views/report-index-view"));
const ReportRows = lazy(() => import("../../features/reports/views/report-rows-view"));
// The dev mailbox (issue 16).
const DevTools = lazy(() => import("../../features/dev-tools/views/dev-tools-view"));
// The staff office (issue 20).
const StaffLeave = lazy(() => import("../../features/staff-office/leave/views/leave-view"));
const StaffRoster = lazy(() => import("../../features/staff-office/roster/views/roster-view"));
const StaffMeetings = lazy(() => import("../../features/staff-office/meetings/views/meetings-view"));
// Administration (issue 21): the MYOB callback.
const MyobCallback = lazy(() => import("../../features/admin/accounting/views/myob-callback-view"));
// Administration (issue 21).
const SystemConfiguration = lazy(() => import("../../features/admin/config/views/config-view"));
const ReferenceData = lazy(() => import("../../features/admin/reference/views/reference-view"));
const Attendance = lazy(() => import("../../features/staff-office/attendance/views/attendance-view"));
const MyTimesheet = lazy(() => import("../../features/staff-office/attendance/views/my-timesheet-view"));
const SearchArchivedEvents = lazy(
  () => import("../../features/panel-search/views/search-archived-events-view"),
);

const page = (path: RoutePattern, title: string, right?: RightCode, flag?: ConfigFlag): StaffRouteDef => ({
  path,
  title,
  component: notBuilt(title),
  ...(right ? { right } : {}),
  ...(flag ? { flag } : {}),
});

/**
 * Every staff route of routes.tsv (product §2.2), in wouter syntax. Which right guards which
 * page is our choice (decision 022); later issues replace `component` with the real view.
 * Codes are literals checked by the RightCode type: importing RIGHTS (a runtime value of a zod
 * module) would pull zod into the public pages' first download.
 */
export const staffRoutes: StaffRouteDef[] = [
  page(ROUTES.dashboard, "Dashboard"),
  { ...page(ROUTES.clientList, "Search Client", "CLI"), component: ClientList },
  { ...page(ROUTES.clientAdd, "New Client", "CLI"), component: ClientEdit },
  { ...page(ROUTES.clientEdit, "Edit Client", "CLI"), component: ClientEdit },
  { ...page(ROUTES.clientEditTab, "Edit Client", "CLI"), component: ClientEdit },
  { ...page(ROUTES.jobList, "Search Job", "JOB"), component: JobList },
  { ...page(ROUTES.jobAdd, "New Job", "JOB"), component: JobEdit },
  { ...page(ROUTES.jobAddForClient, "New Job", "JOB"), component: JobEdit },
  { ...page(ROUTES.jobEdit, "Edit Job", "JOB"), component: JobEdit },
  { ...page(ROUTES.jobEditTab, "Edit Job", "JOB"), component: JobEdit },
  { ...page(ROUTES.myobcallback, "Accounting Login", "MYOB"), component: MyobCallback },
  { ...page(ROUTES.report, "Reports"), component: ReportIndex },
  { ...page(ROUTES.reportRows, "Report rows"), component: ReportRows },
  {
    ...page(ROUTES.reportSessionrecruitment, "Session Recruitment Report", "SRRPT"),
    component: report("session-recruitment"),
  },
  {
    ...page(ROUTES.reportJobrecruitment, "Job Recruitment Report", "JRRPT"),
    component: report("job-recruitment"),
  },
  { ...page(ROUTES.reportJobsummary, "PM Job Summary", "JSRPT"), component: report("job-summary") },
  { ...page(ROUTES.reportJobsummarydetail, "PM Job Detail", "JDRPT"), component: report("job-detail") },
  { ...page(ROUTES.reportStaffkpi, "Staff KPI Report", "SKRPT"), component: report("staff-kpi") },
  {
    ...page(ROUTES.reportStaffattendance, "Staff Attendance Report", "SARPT"),
    component: report("staff-attendance"),
  },
  {
    ...page(ROUTES.reportStaffpayroll, "Staff Payroll Report", "SPKRPT"),
    component: report("staff-payroll"),
  },
  { ...page(ROUTES.reportJoborder, "Job Order Report", "JORPT"), component: report("job-order") },
  {
    ...page(ROUTES.reportMemberprofilepoint, "Member Profile Points", "MPRPT"),
    component: report("member-points"),
  },
  {
    ...page(ROUTES.reportMemberpointsdetail, "Member Points Detail", "MPRPT"),
    component: report("member-points-detail"),
  },
  {
    ...page(ROUTES.reportIncentive, "Job Incentive Profit and Loss", "INCRPT"),
    component: report("incentive"),
  },
  {
    ...page(ROUTES.reportIncentivetoinvoice, "Job Profit and Loss", "INCTINVRPT"),
    component: report("incentive-to-invoice"),
  },
  {
    ...page(ROUTES.reportInactiveclient, "Inactive Client Report", "INCLIRPT"),
    component: report("inactive-clients"),
  },
  { ...page(ROUTES.reportJobkpi, "Job KPI Report", "JKRPT"), component: report("job-kpi") },
  { ...page(ROUTES.reportJobquoted, "Job Quoted Report", "JOQRPT"), component: report("job-quoted") },
  { ...page(ROUTES.reportScorecard, "Scorecard Report", "SCRPT"), component: report("scorecard") },
  { ...page(ROUTES.pendingSessions, "Pending Sessions", "JOB"), component: PendingSessions },
  { ...page(ROUTES.sessioncalendar, "Session Calendar", "JOB"), component: SessionCalendar },
  { ...page(ROUTES.sessionAdd, "New Session", "JOB"), component: SessionEdit },
  { ...page(ROUTES.sessionAddNumber, "New Session", "JOB"), component: SessionEdit },
  { ...page(ROUTES.sessionEdit, "Edit Session", "JOB"), component: SessionEdit },
  { ...page(ROUTES.sessionEditTab, "Edit Session", "JOB"), component: SessionEdit },
  { ...page(ROUTES.commsSendemail, "Send Email", "RES"), component: SendEmail },
  { ...page(ROUTES.commsSendsms, "Send SMS", "RES"), component: SendSms },
  { ...page(ROUTES.commsSmsreplies, "SMS Replies", "RES"), component: SmsReplies },
  { ...page(ROUTES.supportTicket, "Support Tickets", "TKT"), component: Tickets },
  { ...page(ROUTES.supportTicketAdd, "New Support Ticket", "TKT"), component: TicketEdit },
  { ...page(ROUTES.supportTicketEdit, "Edit Support Ticket", "TKT"), component: TicketEdit },
  { ...page(ROUTES.staffRoster, "Staff Roster", "RJA"), component: StaffRoster },
  { ...page(ROUTES.staffLeave, "Staff Leave"), component: StaffLeave },
  { ...page(ROUTES.staffMeeting, "Staff Meetings"), component: StaffMeetings },
  { ...page(ROUTES.staffAttendance, "Staff Attendance", "MSA"), component: Attendance },
  { ...page(ROUTES.staffTimesheet, "My Timesheet"), component: MyTimesheet },
  { ...page(ROUTES.adminBulkdata, "Bulk Data", "CFG"), component: BulkData },
  { ...page(ROUTES.adminReference, "Reference Data", "REF"), component: ReferenceData },
  {
    ...page(ROUTES.adminImportpanellist, "Import Panel List", "ILST", "IsimportlistAllowed"),
    component: ImportPanelList,
  },
  { ...page(ROUTES.adminGlobalqueries, "Global Queries", "MGQ"), component: GlobalQueries },
  { ...page(ROUTES.adminSearchevents, "Search Events", "SEV"), component: SearchEvents },
  {
    ...page(ROUTES.adminSearcharchivedevents, "Search Archived Events", "SEV"),
    component: SearchArchivedEvents,
  },
  { ...page(ROUTES.adminPrivatelist, "Private List", "LST"), component: PrivateLists },
  { ...page(ROUTES.adminDevTools, "Developer Tools", "DVT"), component: DevTools },
  { ...page(ROUTES.systemUsers, "System Users", "USR"), component: SystemUsers },
  { ...page(ROUTES.softwareLicence, "Software Licence", "RME", "IsJOTLicensee"), component: Licences },
  { ...page(ROUTES.systemConfiguration, "System Configuration", "CFG"), component: SystemConfiguration },
  { ...page(ROUTES.emailtemplates, "Email & SMS Templates", "ETA"), component: EmailTemplates },
  { ...page(ROUTES.loginaudit, "Login Audit", "LAA"), component: LoginAudit },
  { ...page(ROUTES.emailsender, "Email Sender", "ESA"), component: EmailSenders },
  { ...page(ROUTES.searchrespondents, "Search Panel Members", "RES"), component: SearchRespondents },
  {
    ...page(ROUTES.searchrespondentsRespondent, "Search Panel Members", "RES"),
    component: SearchRespondents,
  },
  { ...page(ROUTES.searchrespondentsFilter, "Search Panel Members", "RES"), component: SearchRespondents },
  { ...page(ROUTES.newRespondent, "New Consumer Panel Member", "RES"), component: ConsumerRecord },
  { ...page(ROUTES.respondentRecord, "Consumer Panel Member", "RES"), component: ConsumerRecord },
  {
    ...page(ROUTES.newBusinessPanelMember, "New Business Panel Member", "RES", "IsBusinessPanelAllowed"),
    component: BusinessRecord,
  },
  {
    ...page(ROUTES.businessPanelMember, "Business Panel Member", "RES", "IsBusinessPanelAllowed"),
    component: BusinessRecord,
  },
  {
    ...page(
      ROUTES.newImpairmentPanelMember,
      "New Impairment Panel Member",
      "RES",
      "IsDisabilityPanelAllowed",
    ),
    component: ImpairmentRecord,
  },
  {
    ...page(ROUTES.impairmentPanelMember, "Impairment Panel Member", "RES", "IsDisabilityPanelAllowed"),
    component: ImpairmentRecord,
  },
  { ...page(ROUTES.managesurvey, "Manage Survey", "JOB"), component: ManageSurvey },
  { ...page(ROUTES.managesurveySurvey, "Manage Survey", "JOB"), component: ManageSurvey },
  { ...page(ROUTES.managesessionsurvey, "Manage Session Survey", "JOB"), component: ManageSessionSurvey },
  {
    ...page(ROUTES.managesessionsurveySurvey, "Manage Session Survey", "JOB"),
    component: ManageSessionSurvey,
  },
  { ...page(ROUTES.managescreener, "Manage Screener", "JOB"), component: ManageScreener },
  { ...page(ROUTES.managescreenerSurvey, "Manage Screener", "JOB"), component: ManageScreener },
  { ...page(ROUTES.submenu, "Menu"), component: Submenu },
  { ...page(ROUTES.typeswitch, "Panel Member Type", "RES"), component: Typeswitch },
  { ...page(ROUTES.surveypreview, "Survey Preview", "JOB"), component: SurveyPreview },
  { ...page(ROUTES.surveyanswers, "Survey Answers", "JOB"), component: SurveyAnswers },
  { ...page(ROUTES.screener, "Screener Answers", "JOB"), component: ScreenerAnswers },
  { ...page(ROUTES.surveyanswerssummary, "Survey Answers Summary", "JOB"), component: SurveySummary },
  { ...page(ROUTES.underconstruction, "Under Construction"), component: UnderConstruction },
];
