import { isTimeZone } from "../agency-time";
import { ELIGIBILITY_CONFIG } from "../panel-search-constants";

/**
 * Every configuration item the product reads, declared once (decision 273): its kind (how a value
 * is checked and edited), what it means, and which menus and pages it switches. The configuration
 * page lists these; `checkConfigValue` is the one validation of a new value.
 */
export const CONFIG_VALUE_KINDS = [
  "flag",
  "text",
  "longText",
  "number",
  "wholeNumber",
  "email",
  "url",
  "timeZone",
  "choice",
  "list",
] as const;
export type ConfigValueKind = (typeof CONFIG_VALUE_KINDS)[number];

/** Where the item is stored (config_items.kind): the call family that answers it. */
export type ConfigStore = "flag" | "value" | "copy" | "reference";

export interface ConfigItemDef {
  key: string;
  kind: ConfigValueKind;
  store: ConfigStore;
  label: string;
  description: string;
  /** The menus and pages this item switches or changes, as people name them. */
  switches: string[];
  choices?: string[];
  /** Read-only items are shown but not changed here (the build writes them). */
  readOnly?: boolean;
}

const flag = (key: string, label: string, description: string, switches: string[]): ConfigItemDef => ({
  key,
  kind: "flag",
  store: "flag",
  label,
  description,
  switches,
});
const item = (
  key: string,
  kind: ConfigValueKind,
  store: ConfigStore,
  label: string,
  description: string,
  extra: Partial<ConfigItemDef> = {},
): ConfigItemDef => ({ key, kind, store, label, description, switches: [], ...extra });

export const CONFIG_ITEM_DEFS: readonly ConfigItemDef[] = [
  flag("IsPointsAllowed", "Points allowed", "Respondents earn points for taking part.", [
    "Respondent menu: My Points",
    "Page respoints",
  ]),
  flag("IsFarronResearch", "Research-company flavour", "The research-company edition of the product.", [
    "Staff menu: Support Tickets",
    "Pages support-ticket, add and edit",
  ]),
  flag("IsBusinessPanelAllowed", "Business panel allowed", "Business panel members can be added.", [
    "Staff menu: New Business Panel Member",
    "Page bussinesspanelmember",
    "Sign-up: business panel",
  ]),
  flag("IsDisabilityPanelAllowed", "Disability panel allowed", "Impairment panel members can be added.", [
    "Staff menu: New Impairment Panel Member",
    "Page impairmentpanelmember",
    "Sign-up: impairment panel",
  ]),
  flag("IsJOTLicensee", "Licensee", "This installation is the licensee.", [
    "Staff menu: Software Licence",
    "Staff menu: Developer Tools",
  ]),
  flag(
    "IsAttendanceAlertEnabled",
    "Attendance alert",
    "Ask staff to clock in when a rostered shift starts.",
    ["Clock-in question in the staff shell"],
  ),
  flag("IsJobSchedulesConfiguration", "Job schedules", "Client contacts see their jobs' schedules.", [
    "Client menu: Job Schedules",
    "Page clijobschedule",
  ]),
  flag("IsimportlistAllowed", "Import list allowed", "Staff may import panel lists.", [
    "Staff menu: Import Panel List",
    "Page admin/importpanellist",
  ]),
  flag("IsCreateTemplateAllowed", "Create templates", "Staff may create e-mail and SMS templates.", [
    "Email & SMS Templates: New template",
  ]),
  item("getcountrycode", "choice", "value", "Country", "NZ selects the New Zealand masks and checks.", {
    choices: ["AU", "NZ"],
    switches: ["Phone and postcode masks", "Address forms"],
  }),
  item(
    "timeZone",
    "timeZone",
    "reference",
    "Time zone",
    "The agency's clock: every date and time people read.",
  ),
  item("getcompanyshortname", "text", "value", "Company short name", "Shown in headers and messages."),
  item("companyName", "text", "reference", "Company name", "The agency's legal name."),
  item("supportEmail", "email", "reference", "Support e-mail", "Where respondents and clients write to."),
  item("supportPhone", "text", "reference", "Support phone", "Shown on public pages."),
  item("TermsUrl", "url", "value", "Terms page", "Terms and conditions link on sign-up."),
  item("FacebookURL", "url", "value", "Facebook page", "Linked from the respondent pages."),
  item(
    "getthankyoupagesign",
    "longText",
    "value",
    "Thank-you sign-off",
    "Closing lines of the survey thank-you page.",
  ),
  item(
    "getaccountingsystemname",
    "text",
    "value",
    "Accounting system",
    "Name of the accounting system invoices go to.",
  ),
  item("sessionsort", "choice", "value", "Session sort", "Default order of session lists.", {
    choices: ["date", "name"],
  }),
  item("staffHourlyCost", "number", "value", "Staff hourly cost", "Dollars an hour of staff time costs.", {
    switches: ["Report: Job Profit and Loss"],
  }),
  item(
    "requiredfields",
    "list",
    "value",
    "Required respondent fields",
    "Fields a respondent record must have.",
  ),
  item(
    "resfiltervalue",
    "list",
    "value",
    "Respondent filter values",
    "Statuses offered when filtering respondents.",
  ),
  item("RespTitleList", "list", "value", "Respondent titles", "Titles offered on respondent forms."),
  item("videocalloptions", "list", "value", "Video call options", "Ways of joining an online session."),
  item("accountcodes", "list", "value", "Account codes", "Accounting codes offered on invoices."),
  item(
    ELIGIBILITY_CONFIG.cooldownDays,
    "wholeNumber",
    "value",
    "Cool-down days",
    "Days after a session before a respondent is eligible again.",
    { switches: ["Search Panel Members"] },
  ),
  item(
    ELIGIBILITY_CONFIG.noShowBlockAt,
    "wholeNumber",
    "value",
    "No-show block",
    "No-shows after which a respondent is not offered.",
    { switches: ["Search Panel Members"] },
  ),
  item(
    ELIGIBILITY_CONFIG.unresponsiveInvites,
    "wholeNumber",
    "value",
    "Unresponsive invites",
    "Unanswered invitations that mark a respondent unresponsive.",
    { switches: ["Search Panel Members"] },
  ),
  item(
    ELIGIBILITY_CONFIG.categoryMonths,
    "wholeNumber",
    "value",
    "Same-category months",
    "Months before a respondent joins a study of the same category.",
    { switches: ["Search Panel Members"] },
  ),
  item(
    ELIGIBILITY_CONFIG.competitorMonths,
    "wholeNumber",
    "value",
    "Competing-client months",
    "Months before a respondent joins a competing client's study.",
    { switches: ["Search Panel Members"] },
  ),
  item(
    ELIGIBILITY_CONFIG.archiveAfterDays,
    "wholeNumber",
    "value",
    "Archive events after (days)",
    "Age at which events move to the archive.",
    { switches: ["Search Archived Events"] },
  ),
  item("siteTitle", "text", "copy", "Site title", "The second half of every page title."),
  item("referPageText1", "text", "copy", "Refer page text 1", "Refer-a-friend page, first line."),
  item("referPageText2", "text", "copy", "Refer page text 2", "Refer-a-friend page, second line."),
  item("referPageText3", "text", "copy", "Refer page text 3", "Refer-a-friend page, third line."),
  item("referMessage", "longText", "copy", "Refer message", "The message a referral e-mail carries."),
  item("ApiVersion", "text", "value", "API version", "Shown in the footer; set by each release.", {
    readOnly: true,
  }),
];

export const configItemDef = (key: string): ConfigItemDef | undefined =>
  CONFIG_ITEM_DEFS.find((d) => d.key === key);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new value for an item of this kind as it is stored, or the sentence saying why it is refused.
 * Lists are stored as a JSON array.
 */
export function checkConfigValue(
  def: Pick<ConfigItemDef, "kind" | "label" | "choices">,
  raw: unknown,
): { ok: true; value: string } | { ok: false; error: string } {
  const fail = (error: string) => ({ ok: false as const, error: `${def.label}: ${error}` });
  if (def.kind === "list") {
    const items = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(/\r?\n|,/) : undefined;
    if (!items || items.some((i) => typeof i !== "string")) return fail("enter one item a line.");
    const clean = (items as string[]).map((s) => s.trim()).filter(Boolean);
    if (clean.some((s) => s.length > 200)) return fail("an item is longer than 200 characters.");
    return { ok: true, value: JSON.stringify(clean) };
  }
  if (def.kind === "flag") {
    if (raw === true || raw === "true") return { ok: true, value: "true" };
    if (raw === false || raw === "false") return { ok: true, value: "false" };
    return fail("must be true or false.");
  }
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : undefined;
  if (text === undefined) return fail("enter a value.");
  if (text.length > 2000) return fail("at most 2,000 characters.");
  switch (def.kind) {
    case "number":
      return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0
        ? { ok: true, value: text }
        : fail("enter a number above 0.");
    case "wholeNumber":
      return /^\d{1,6}$/.test(text)
        ? { ok: true, value: String(Number(text)) }
        : fail("enter a whole number.");
    case "email":
      return EMAIL.test(text) && text.length <= 254
        ? { ok: true, value: text }
        : fail("enter an e-mail address.");
    case "url":
      return /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(text)
        ? { ok: true, value: text }
        : fail("enter a link starting with https:// or /.");
    case "timeZone":
      return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(text) && isTimeZone(text)
        ? { ok: true, value: new Intl.DateTimeFormat("en-GB", { timeZone: text }).resolvedOptions().timeZone }
        : fail("enter a time zone such as Australia/Sydney.");
    case "choice":
      return def.choices?.includes(text)
        ? { ok: true, value: text }
        : fail(`choose one of ${def.choices?.join(", ")}.`);
    default:
      return text.length > 0 || def.kind === "longText" ? { ok: true, value: text } : fail("enter a value.");
  }
}
