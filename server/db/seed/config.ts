import { readFileSync } from "node:fs";
import { fromRoot } from "../../project-root";
import type { Db } from "../client";
import { insertConfigItems } from "../repo/config";
import { configItemChanges } from "../schema/config";

const packageVersion = (): string => {
  try {
    const pkg = JSON.parse(readFileSync(fromRoot("package.json"), "utf8")) as {
      version?: string;
    };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
};

const flag = (key: string, on: boolean, description: string) => ({
  key,
  kind: "flag" as const,
  value: String(on),
  description,
});
const value = (key: string, v: string, description: string) => ({
  key,
  kind: "value" as const,
  value: v,
  description,
});
const list = (key: string, items: string[], description: string) => ({
  key,
  kind: "value" as const,
  value: JSON.stringify(items),
  description,
});
const copy = (key: string, v: string) => ({
  key,
  kind: "copy" as const,
  value: v,
  description: "Website copy",
});
const reference = (key: string, v: string) => ({
  key,
  kind: "reference" as const,
  value: v,
  description: "System reference",
});

/** Every /api/config/* item, the website copies and the system references (editable later in configuration). */
export async function seedConfig(db: Db): Promise<void> {
  await insertConfigItems(db, [
    flag("IsJobSchedulesConfiguration", true, "Jobs use schedules"),
    flag("IsPointsAllowed", true, "Respondents earn points (My Points)"),
    flag("IsimportlistAllowed", true, "Staff may import respondent lists"),
    flag("IsFarronResearch", false, "Research-company flavour (support tickets menu)"),
    flag("IsJOTLicensee", true, "Licensee (software licences, developer tools)"),
    flag("IsBusinessPanelAllowed", true, "Business panel sign-up and menus"),
    flag("IsDisabilityPanelAllowed", true, "Disability panel sign-up and menus"),
    flag("IsAttendanceAlertEnabled", true, "Ask staff to clock in"),
    flag("IsCreateTemplateAllowed", true, "Staff may create e-mail/SMS templates"),
    value("getcountrycode", "AU", "Country: NZ selects the New Zealand validation variants"),
    value("getcompanyshortname", "Demo Research", "Short company name"),
    value("TermsUrl", "/terms.html", "Terms and conditions page"),
    value("ApiVersion", packageVersion(), "API version shown in the footer"),
    value("FacebookURL", "https://www.facebook.com/", "Facebook page"),
    value(
      "getthankyoupagesign",
      "Thank you for your time.\nThe Demo Research recruitment team",
      "Thank-you page sign-off",
    ),
    value("getaccountingsystemname", "MYOB", "Name of the accounting system"),
    value("sessionsort", "date", "Default session sort: date or name"),
    value(
      "staffHourlyCost",
      "60",
      "What an hour of staff time costs, in dollars (Job Profit and Loss report)",
    ),
    list(
      "requiredfields",
      ["firstName", "lastName", "email", "mobile", "postcode"],
      "Required respondent fields",
    ),
    list("resfiltervalue", ["Active", "Inactive", "Opted out", "Do not contact"], "Respondent filter values"),
    list("RespTitleList", ["Mr", "Mrs", "Ms", "Miss", "Mx", "Dr"], "Respondent titles"),
    list("videocalloptions", ["Zoom", "Microsoft Teams", "Google Meet", "Phone"], "Video call options"),
    list(
      "accountcodes",
      ["4-1000 Recruitment fees", "4-2000 Incentives", "4-3000 Venue hire"],
      "Accounting codes",
    ),
    copy("siteTitle", "Recruitment Workspace"),
    copy("referPageText1", "Know someone who loves sharing their opinion?"),
    copy("referPageText2", "Invite up to three friends to join our research panel."),
    copy("referPageText3", "We will only contact them about this invitation."),
    copy("referMessage", "I joined this research panel and thought you might like it too."),
    reference("companyName", "Demo Research Pty Ltd"),
    reference("supportEmail", "support@demo.test"),
    reference("supportPhone", "(02) 9000 0000"),
    reference("timeZone", "Australia/Sydney"),
  ]);
  // One change in the history, so the configuration page shows who changed what (decision 273).
  await db.insert(configItemChanges).values({
    key: "staffHourlyCost",
    action: "update",
    oldValue: "55",
    newValue: "60",
    changedBy: "admin@demo.test",
    changedAt: new Date("2026-11-20T23:00:00Z"),
  });
}
