import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRouter } from "wouter";
import { allRoutes, rolesOf } from "./all-routes";
import { findRoute as findIn } from "./find-route";

/** routes.tsv of the spec (role, route), copied so the test runs without the spec folder. */
const SPEC_ROUTES: [string, string][] = [
  ["public", "/"],
  ["public", "/signin"],
  ["public", "/signin/{jobid}"],
  ["public", "/signup"],
  ["public", "/signup/{jobid}"],
  ["public", "/signup-business"],
  ["public", "/signup-impairment"],
  ["public", "/forgotpassword"],
  ["public", "/resetpassword/{role}"],
  ["public", "/setpassword/{encrypt}/{role}"],
  ["public", "/unsubscribe/{encrypt}"],
  ["public", "/refer-a-friend"],
  ["public", "/survey/{action}/{encodeddata}"],
  ["public", "/surveythankyou"],
  ["public", "/survey-landing/{encodeddata}"],
  ["public", "/survey-welcome/{encodeddata}"],
  ["public", "/survey-revert-changes/{encodeddata}"],
  ["public", "/survey-redirect/{jobid}"],
  ["public", "/404"],
  ["staff", "/client"],
  ["staff", "/client/add"],
  ["staff", "/client/edit/{id}"],
  ["staff", "/client/edit/{id}/{selectedtab}"],
  ["staff", "/job"],
  ["staff", "/job/add"],
  ["staff", "/job/add/{clientid}"],
  ["staff", "/job/edit/{id}"],
  ["staff", "/job/edit/{id}/{selectedtab}"],
  ["staff", "/myobcallback"],
  ["staff", "/report"],
  ["staff", "/report/sessionrecruitment"],
  ["staff", "/report/jobrecruitment"],
  ["staff", "/report/jobsummary"],
  ["staff", "/report/jobsummarydetail"],
  ["staff", "/report/staffkpi"],
  ["staff", "/report/staffattendance"],
  ["staff", "/report/staffpayroll"],
  ["staff", "/report/joborder"],
  ["staff", "/report/memberprofilepoint"],
  ["staff", "/report/memberpointsdetail"],
  ["staff", "/report/incentive"],
  ["staff", "/report/incentivetoinvoice"],
  ["staff", "/report/inactiveclient"],
  ["staff", "/report/jobkpi"],
  ["staff", "/report/jobquoted"],
  ["staff", "/report/scorecard"],
  ["staff", "/sessions/sessionscomponent"],
  ["staff", "/sessioncalendar"],
  ["staff", "/session/add/{jobid}"],
  ["staff", "/session/add/{jobid}/{sessionno}"],
  ["staff", "/session/edit/{id}/{jobid}"],
  ["staff", "/session/edit/{id}/{jobid}/{tab}"],
  ["staff", "/comms/sendemail"],
  ["staff", "/comms/sendsms"],
  ["staff", "/comms/smsreplies"],
  ["staff", "/support-ticket"],
  ["staff", "/support-ticket/add"],
  ["staff", "/support-ticket/edit/{id}"],
  ["staff", "/staff/roster"],
  ["staff", "/staff/leave"],
  ["staff", "/staff/meeting"],
  ["staff", "/staff/attendance"],
  ["staff", "/admin/bulkdata"],
  ["staff", "/admin/reference"],
  ["staff", "/admin/importpanellist"],
  ["staff", "/admin/globalqueries"],
  ["staff", "/admin/searchevents"],
  ["staff", "/admin/searcharchivedevents"],
  ["staff", "/admin/privatelist"],
  ["staff", "/admin/dev-tools"],
  ["staff", "/system-users"],
  ["staff", "/software-licence"],
  ["staff", "/system-configuration"],
  ["staff", "/emailtemplates"],
  ["staff", "/loginaudit"],
  ["staff", "/emailsender"],
  ["staff", "/searchrespondents"],
  ["staff", "/searchrespondents/{resid}"],
  ["staff", "/searchrespondents/filter/{filterid}"],
  ["staff", "/newrespondents"],
  ["staff", "/respondent/{resid}"],
  ["staff", "/newbussinesspanelmember"],
  ["staff", "/bussinesspanelmember/{resid}"],
  ["staff", "/newimpairmentpanelmember"],
  ["staff", "/impairmentpanelmember/{resid}"],
  ["staff", "/managesurvey/{jobid}"],
  ["staff", "/managesurvey/{jobid}/{surveyid}"],
  ["staff", "/managesessionsurvey/{jobid}/{sessionid}"],
  ["staff", "/managesessionsurvey/{jobid}/{surveyid}/{sessionid}"],
  ["staff", "/managescreener/{jobid}"],
  ["staff", "/managescreener/{jobid}/{surveyid}"],
  ["staff", "/submenu/{menu}"],
  ["staff", "/typeswitch"],
  ["staff", "/surveypreview/{jobid}/{surveyid}"],
  ["staff", "/surveyanswers/{surveyid}/{resid}/{jobid}"],
  ["staff", "/screener/{surveyid}/{resid}/{screenerid}/{jobid}"],
  ["staff", "/surveyanswerssummary/{surveyid}/{resid}"],
  ["staff", "/dashboard"],
  ["staff", "/underconstruction"],
  ["client", "/clihome"],
  ["client", "/cliclient"],
  ["client", "/clijobs"],
  ["client", "/clijobschedule"],
  ["client", "/cliprivatelist"],
  ["client", "/clinotes"],
  ["client", "/clifeedback"],
  ["client", "/clisettings"],
  ["respondent", "/reshome"],
  ["respondent", "/resbanking"],
  ["respondent", "/respoints"],
  ["respondent", "/respayments/{id}"],
  ["respondent", "/ressession/{id}"],
  ["respondent", "/ressurvey/{id}"],
  ["respondent", "/resopportunities/{id}"],
  ["respondent", "/resprofile"],
  ["respondent", "/ressocialshare"],
  ["shared", "/settings"],
  ["shared", "/rescontactus"],
  ["shared", "/accessdenied"],
  ["shared", "/accessdenied/{securitydata}"],
];

/** Routes the product adds beyond routes.tsv, each with its decision. */
const ADDED_ROUTES: [string, string][] = [
  // Decision 176: the confirm link of the confirmation e-mail opens a page.
  ["public", "/confirm-attendance/{token}"],
  // Decision 210: a job of the client's company opens a page of its own.
  ["client", "/clijobs/{id}"],
  // Decision 236: the rows behind a report's number, opened beside the report.
  ["staff", "/report/rows"],
  // Decision 258: every staff user's own timesheet.
  ["staff", "/staff/timesheet"],
];

// wouter's own pattern parser, as the app router uses it.
const { parser } = renderHook(() => useRouter()).result.current;
const toPattern = (route: string) => route.replace(/\{(\w+)\}/g, ":$1");
const sample = (route: string) => route.replace(/\{\w+\}/g, "7");
// The app router tries the public table, then the signed-in one: allRoutes in that order.
const findRoute = (p: typeof parser, path: string) => findIn(p, path, allRoutes);

describe("route tables", () => {
  it("have exactly one route per path of routes.tsv (and the added ones)", () => {
    expect(allRoutes).toHaveLength(SPEC_ROUTES.length + ADDED_ROUTES.length);
    const patterns = new Set(allRoutes.map((r) => r.path));
    for (const [, route] of [...SPEC_ROUTES, ...ADDED_ROUTES])
      expect(patterns, route).toContain(toPattern(route));
  });

  it.each([...SPEC_ROUTES, ...ADDED_ROUTES])(
    "%s %s resolves to its own route and audience",
    (role, route) => {
      const match = findRoute(parser, sample(route));
      expect(match?.route.path).toBe(toPattern(route));
      expect(match?.route.audience).toBe(role);
    },
  );

  it("passes named params, decoded, without wouter's positional ones", () => {
    const match = findRoute(parser, "/setpassword/a%2Fb/Staff");
    expect(match?.params).toEqual({ encrypt: "a/b", role: "Staff" });
  });

  it("finds nothing for unknown paths (the router then goes to /404)", () => {
    expect(findRoute(parser, "/no/such/page")).toBeNull();
    expect(findRoute(parser, "/job/edit")).toBeNull();
  });

  it("gives every guarded route its roles and every route a title", () => {
    for (const route of allRoutes) {
      expect(route.title, route.path).not.toBe("");
      if (route.audience !== "public") expect(rolesOf(route).length, route.path).toBeGreaterThan(0);
    }
    expect(rolesOf(findRoute(parser, "/rescontactus")!.route)).toEqual(["Respondent", "Client"]);
  });
});
