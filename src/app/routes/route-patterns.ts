/**
 * Every route pattern of routes.tsv, declared once (decision 111), in wouter syntax. The route
 * tables (src/app/routes/*.tsx), the command scopes (commands/<area>/…-context.ts) and the staff menu
 * (commands/navigation/staff-menu-*.ts) name patterns from here; src/app/registry-checks.test.ts
 * fails when a table, a scope or a menu entry names a pattern that is not a route.
 * Zod-free and tiny: the public pages and the staff shell both import it.
 */
export const ROUTES = {
  // Public pages (product §2.1)
  root: "/",
  signin: "/signin",
  signinJob: "/signin/:jobid",
  signup: "/signup",
  signupJob: "/signup/:jobid",
  signupBusiness: "/signup-business",
  signupImpairment: "/signup-impairment",
  forgotpassword: "/forgotpassword",
  resetpassword: "/resetpassword/:role",
  setpassword: "/setpassword/:encrypt/:role",
  unsubscribe: "/unsubscribe/:encrypt",
  referAFriend: "/refer-a-friend",
  survey: "/survey/:action/:encodeddata",
  surveythankyou: "/surveythankyou",
  surveyLanding: "/survey-landing/:encodeddata",
  surveyWelcome: "/survey-welcome/:encodeddata",
  surveyRevertChanges: "/survey-revert-changes/:encodeddata",
  surveyRedirect: "/survey-redirect/:jobid",
  /** The confirmation e-mail's link (decision 176). */
  confirmAttendance: "/confirm-attendance/:token",
  notFound: "/404",
  // Staff workspace (product §2.2)
  dashboard: "/dashboard",
  clientList: "/client",
  clientAdd: "/client/add",
  clientEdit: "/client/edit/:id",
  clientEditTab: "/client/edit/:id/:selectedtab",
  jobList: "/job",
  jobAdd: "/job/add",
  jobAddForClient: "/job/add/:clientid",
  jobEdit: "/job/edit/:id",
  jobEditTab: "/job/edit/:id/:selectedtab",
  myobcallback: "/myobcallback",
  report: "/report",
  /** The rows behind a report's number (decision 236; ours, not in routes.tsv). */
  reportRows: "/report/rows",
  reportSessionrecruitment: "/report/sessionrecruitment",
  reportJobrecruitment: "/report/jobrecruitment",
  reportJobsummary: "/report/jobsummary",
  reportJobsummarydetail: "/report/jobsummarydetail",
  reportStaffkpi: "/report/staffkpi",
  reportStaffattendance: "/report/staffattendance",
  reportStaffpayroll: "/report/staffpayroll",
  reportJoborder: "/report/joborder",
  reportMemberprofilepoint: "/report/memberprofilepoint",
  reportMemberpointsdetail: "/report/memberpointsdetail",
  reportIncentive: "/report/incentive",
  reportIncentivetoinvoice: "/report/incentivetoinvoice",
  reportInactiveclient: "/report/inactiveclient",
  reportJobkpi: "/report/jobkpi",
  reportJobquoted: "/report/jobquoted",
  reportScorecard: "/report/scorecard",
  pendingSessions: "/sessions/sessionscomponent",
  sessioncalendar: "/sessioncalendar",
  sessionAdd: "/session/add/:jobid",
  sessionAddNumber: "/session/add/:jobid/:sessionno",
  sessionEdit: "/session/edit/:id/:jobid",
  sessionEditTab: "/session/edit/:id/:jobid/:tab",
  commsSendemail: "/comms/sendemail",
  commsSendsms: "/comms/sendsms",
  commsSmsreplies: "/comms/smsreplies",
  supportTicket: "/support-ticket",
  supportTicketAdd: "/support-ticket/add",
  supportTicketEdit: "/support-ticket/edit/:id",
  staffRoster: "/staff/roster",
  staffLeave: "/staff/leave",
  staffMeeting: "/staff/meeting",
  staffAttendance: "/staff/attendance",
  staffTimesheet: "/staff/timesheet",
  adminBulkdata: "/admin/bulkdata",
  adminReference: "/admin/reference",
  adminImportpanellist: "/admin/importpanellist",
  adminGlobalqueries: "/admin/globalqueries",
  adminSearchevents: "/admin/searchevents",
  adminSearcharchivedevents: "/admin/searcharchivedevents",
  adminPrivatelist: "/admin/privatelist",
  adminDevTools: "/admin/dev-tools",
  systemUsers: "/system-users",
  softwareLicence: "/software-licence",
  systemConfiguration: "/system-configuration",
  emailtemplates: "/emailtemplates",
  loginaudit: "/loginaudit",
  emailsender: "/emailsender",
  searchrespondents: "/searchrespondents",
  searchrespondentsRespondent: "/searchrespondents/:resid",
  searchrespondentsFilter: "/searchrespondents/filter/:filterid",
  newRespondent: "/newrespondents",
  respondentRecord: "/respondent/:resid",
  newBusinessPanelMember: "/newbussinesspanelmember",
  businessPanelMember: "/bussinesspanelmember/:resid",
  newImpairmentPanelMember: "/newimpairmentpanelmember",
  impairmentPanelMember: "/impairmentpanelmember/:resid",
  managesurvey: "/managesurvey/:jobid",
  managesurveySurvey: "/managesurvey/:jobid/:surveyid",
  managesessionsurvey: "/managesessionsurvey/:jobid/:sessionid",
  managesessionsurveySurvey: "/managesessionsurvey/:jobid/:surveyid/:sessionid",
  managescreener: "/managescreener/:jobid",
  managescreenerSurvey: "/managescreener/:jobid/:surveyid",
  submenu: "/submenu/:menu",
  typeswitch: "/typeswitch",
  surveypreview: "/surveypreview/:jobid/:surveyid",
  surveyanswers: "/surveyanswers/:surveyid/:resid/:jobid",
  screener: "/screener/:surveyid/:resid/:screenerid/:jobid",
  surveyanswerssummary: "/surveyanswerssummary/:surveyid/:resid",
  underconstruction: "/underconstruction",
  // Client portal (product §2.3)
  clihome: "/clihome",
  cliclient: "/cliclient",
  clijobs: "/clijobs",
  cliJob: "/clijobs/:id",
  clijobschedule: "/clijobschedule",
  cliprivatelist: "/cliprivatelist",
  clinotes: "/clinotes",
  clifeedback: "/clifeedback",
  clisettings: "/clisettings",
  // Respondent portal (product §2.4)
  reshome: "/reshome",
  resbanking: "/resbanking",
  respoints: "/respoints",
  respayments: "/respayments/:id",
  ressession: "/ressession/:id",
  ressurvey: "/ressurvey/:id",
  resopportunities: "/resopportunities/:id",
  resprofile: "/resprofile",
  ressocialshare: "/ressocialshare",
  // Shared by the signed-in roles (product §2.5)
  settings: "/settings",
  rescontactus: "/rescontactus",
  accessdenied: "/accessdenied",
  accessdeniedRight: "/accessdenied/:securitydata",
} as const;

/** A route pattern of the app ("/job/edit/:id"). */
export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES];

/** The parameter names of a pattern: "/session/edit/:id/:jobid" → "id" | "jobid". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Parameters that name a record (id, jobid, resid, …, and a session number) take numbers. */
type ParamValue<Name extends string> = Name extends `${string}id` | "sessionno" ? number : string;

/** What `href(pattern, params)` needs for a pattern: each parameter, typed by its name. */
export type RouteParams<P extends string> = { [K in ParamNames<P>]: ParamValue<K> };

/**
 * An app path from its route pattern, so no screen or command writes a path by hand:
 * `href(ROUTES.jobEditTab, { id: 12, selectedtab: "documents" })` → "/job/edit/12/documents".
 * Each value is one path segment (encoded).
 */
export function href<P extends RoutePattern>(
  pattern: P,
  ...params: ParamNames<P> extends never ? [] : [RouteParams<P>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") throw new Error(`${pattern}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
