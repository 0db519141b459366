import { lazy } from "react";
import type { ConfigFlag } from "../../../server/contracts/config";
import type { RightCode } from "../../../server/contracts/rights-codes";
import { notBuilt } from "./route-def";
import type { StaffRouteDef } from "./staff-route-def";

// Clients and jobs views (issue 4): lazy, so their code loads with the first such tab.
const ClientList = lazy(() => import("../../features/clients/views/client-list-view"));
const ClientEdit = lazy(() => import("../../features/clients/views/client-edit-view"));
const JobList = lazy(() => import("../../features/jobs/views/job-list-view"));
const JobEdit = lazy(() => import("../../features/jobs/views/job-edit-view"));
// Respondent records (issue 5).
const ConsumerRecord = lazy(() => import("../../features/respondents/views/consumer-view"));
const BusinessRecord = lazy(() => import("../../features/respondents/views/business-view"));
const ImpairmentRecord = lazy(() => import("../../features/respondents/views/impairment-view"));
// Sessions (issue 9); the calendar carries FullCalendar, so it loads only with its tab.
const SessionEdit = lazy(() => import("../../features/sessions/views/session-edit-view"));
const PendingSessions = lazy(() => import("../../features/sessions/views/pending-sessions-view"));
const SessionCalendar = lazy(() => import("../../features/sessions/views/session-calendar-view"));

const page = (path: string, title: string, right?: RightCode, flag?: ConfigFlag): StaffRouteDef => ({
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
  page("/dashboard", "Dashboard"),
  { ...page("/client", "Search Client", "CLI"), component: ClientList },
  { ...page("/client/add", "New Client", "CLI"), component: ClientEdit },
  { ...page("/client/edit/:id", "Edit Client", "CLI"), component: ClientEdit },
  { ...page("/client/edit/:id/:selectedtab", "Edit Client", "CLI"), component: ClientEdit },
  { ...page("/job", "Search Job", "JOB"), component: JobList },
  { ...page("/job/add", "New Job", "JOB"), component: JobEdit },
  { ...page("/job/add/:clientid", "New Job", "JOB"), component: JobEdit },
  { ...page("/job/edit/:id", "Edit Job", "JOB"), component: JobEdit },
  { ...page("/job/edit/:id/:selectedtab", "Edit Job", "JOB"), component: JobEdit },
  page("/myobcallback", "Accounting Login", "MYOB"),
  page("/report", "Reports"),
  page("/report/sessionrecruitment", "Session Recruitment Report", "SRRPT"),
  page("/report/jobrecruitment", "Job Recruitment Report", "JRRPT"),
  page("/report/jobsummary", "PM Job Summary", "JSRPT"),
  page("/report/jobsummarydetail", "PM Job Detail", "JDRPT"),
  page("/report/staffkpi", "Staff KPI Report", "SKRPT"),
  page("/report/staffattendance", "Staff Attendance Report", "SARPT"),
  page("/report/staffpayroll", "Staff Payroll Report", "SPKRPT"),
  page("/report/joborder", "Job Order Report", "JORPT"),
  page("/report/memberprofilepoint", "Member Profile Points Report", "MPRPT"),
  page("/report/memberpointsdetail", "Member Points Detail Report", "MPRPT"),
  page("/report/incentive", "Job Incentive Profit and Loss", "INCRPT"),
  page("/report/incentivetoinvoice", "Job Profit and Loss", "INCTINVRPT"),
  page("/report/inactiveclient", "Inactive Client Report", "INCLIRPT"),
  page("/report/jobkpi", "Job KPI Report", "JKRPT"),
  page("/report/jobquoted", "Job Quoted Report", "JOQRPT"),
  page("/report/scorecard", "Scorecard Report", "SCRPT"),
  { ...page("/sessions/sessionscomponent", "Pending Sessions", "JOB"), component: PendingSessions },
  { ...page("/sessioncalendar", "Session Calendar", "JOB"), component: SessionCalendar },
  { ...page("/session/add/:jobid", "New Session", "JOB"), component: SessionEdit },
  { ...page("/session/add/:jobid/:sessionno", "New Session", "JOB"), component: SessionEdit },
  { ...page("/session/edit/:id/:jobid", "Edit Session", "JOB"), component: SessionEdit },
  { ...page("/session/edit/:id/:jobid/:tab", "Edit Session", "JOB"), component: SessionEdit },
  page("/comms/sendemail", "Send Email", "RES"),
  page("/comms/sendsms", "Send SMS", "RES"),
  page("/comms/smsreplies", "SMS Replies", "RES"),
  page("/support-ticket", "Support Tickets", "TKT"),
  page("/support-ticket/add", "New Support Ticket", "TKT"),
  page("/support-ticket/edit/:id", "Edit Support Ticket", "TKT"),
  page("/staff/roster", "Staff Roster", "RJA"),
  page("/staff/leave", "Staff Leave"),
  page("/staff/meeting", "Staff Meetings"),
  page("/staff/attendance", "Staff Attendance", "MSA"),
  page("/admin/bulkdata", "Bulk Data", "CFG"),
  page("/admin/reference", "Reference Data", "REF"),
  page("/admin/importpanellist", "Import Panel List", "ILST"),
  page("/admin/globalqueries", "Global Queries", "MGQ"),
  page("/admin/searchevents", "Search Events", "SEV"),
  page("/admin/searcharchivedevents", "Search Archived Events", "SEV"),
  page("/admin/privatelist", "Private List", "LST"),
  page("/admin/dev-tools", "Developer Tools", "DVT"),
  page("/system-users", "System Users", "USR"),
  page("/software-licence", "Software Licence", "RME"),
  page("/system-configuration", "System Configuration", "CFG"),
  page("/emailtemplates", "Email & SMS Templates", "ETA"),
  page("/loginaudit", "Login Audit", "LAA"),
  page("/emailsender", "Email Sender", "ESA"),
  page("/searchrespondents", "Search Panel Members", "RES"),
  page("/searchrespondents/:resid", "Search Panel Members", "RES"),
  page("/searchrespondents/filter/:filterid", "Search Panel Members", "RES"),
  { ...page("/newrespondents", "New Consumer Panel Member", "RES"), component: ConsumerRecord },
  { ...page("/respondent/:resid", "Consumer Panel Member", "RES"), component: ConsumerRecord },
  {
    ...page("/newbussinesspanelmember", "New Business Panel Member", "RES", "IsBusinessPanelAllowed"),
    component: BusinessRecord,
  },
  {
    ...page("/bussinesspanelmember/:resid", "Business Panel Member", "RES", "IsBusinessPanelAllowed"),
    component: BusinessRecord,
  },
  {
    ...page("/newimpairmentpanelmember", "New Impairment Panel Member", "RES", "IsDisabilityPanelAllowed"),
    component: ImpairmentRecord,
  },
  {
    ...page("/impairmentpanelmember/:resid", "Impairment Panel Member", "RES", "IsDisabilityPanelAllowed"),
    component: ImpairmentRecord,
  },
  page("/managesurvey/:jobid", "Manage Survey", "JOB"),
  page("/managesurvey/:jobid/:surveyid", "Manage Survey", "JOB"),
  page("/managesessionsurvey/:jobid/:sessionid", "Manage Session Survey", "JOB"),
  page("/managesessionsurvey/:jobid/:surveyid/:sessionid", "Manage Session Survey", "JOB"),
  page("/managescreener/:jobid", "Manage Screener", "JOB"),
  page("/managescreener/:jobid/:surveyid", "Manage Screener", "JOB"),
  page("/submenu/:menu", "Menu"),
  page("/typeswitch", "Panel Member Type"),
  page("/surveypreview/:jobid/:surveyid", "Survey Preview", "JOB"),
  page("/surveyanswers/:surveyid/:resid/:jobid", "Survey Answers", "JOB"),
  page("/screener/:surveyid/:resid/:screenerid/:jobid", "Screener Answers", "JOB"),
  page("/surveyanswerssummary/:surveyid/:resid", "Survey Answers Summary", "JOB"),
  page("/underconstruction", "Under Construction"),
];
