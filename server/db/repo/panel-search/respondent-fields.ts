import { type SQL, sql } from "drizzle-orm";
import {
  ELIGIBILITY_CODES,
  ELIGIBILITY_LABELS,
  type EligibilityLabel,
} from "../../../contracts/panel-search-constants";
import { PAYABLE } from "../../../contracts/sessions/booking-states";
import { type EligibilityContext, eligibilityCondition } from "./eligibility-sql";
import {
  type CustomHelpers,
  col,
  columnFields,
  type EntityDef,
  type FieldDef,
  type FieldScope,
} from "./fields";

/** Every respondent profile, business and impairment field (decision 141). */
const R = "r";
export const RESPONDENT_COLUMN_FIELDS: FieldDef[] = [
  ...columnFields(R, "Member", [
    ["id", "id", "Member ID", "number"],
    ["firstName", "first_name", "First name", "text"],
    ["lastName", "last_name", "Last name", "text"],
    ["email", "email", "Email", "text"],
    ["mobile", "mobile", "Mobile", "text"],
    ["landline", "landline", "Landline", "text"],
    ["title", "title", "Title", "code", "Title"],
    ["gender", "gender", "Gender", "code", "Gender"],
    ["yearOfBirth", "year_of_birth", "Year of birth", "number"],
    ["dateOfBirth", "date_of_birth", "Date of birth", "date"],
    ["mobilePhoneType", "mobile_phone_type", "Mobile phone type", "code", "MobilePhoneType"],
    ["createdAt", "created_at", "Joined", "timestamp"],
    ["optedOut", "opted_out", "Opted out", "boolean"],
    ["optedOutAt", "opted_out_at", "Opted out on", "timestamp"],
    ["noShowCount", "no_show_count", "No-shows", "number"],
    ["businessRego", "business_rego", "Business panel", "boolean"],
    ["disabilityRego", "disability_rego", "Impairment panel", "boolean"],
    ["updatedAt", "updated_at", "Updated", "timestamp"],
  ]),
  ...columnFields(R, "Address", [
    ["address1", "address1", "Address 1", "text"],
    ["address2", "address2", "Address 2", "text"],
    ["suburb", "suburb", "Suburb", "text"],
    ["postcode", "postcode", "Postcode", "text"],
    ["state", "state", "State", "code", "State"],
    ["country", "country", "Country", "code", "Country"],
  ]),
  ...columnFields(R, "Profile", [
    ["employmentType", "employment_type", "Employment type", "code", "EmploymentTypes"],
    ["occupation", "occupation", "Occupation", "text"],
    ["householdIncome", "household_income", "Household income", "code", "HouseholdIncome"],
    ["householdSize", "household_size", "Household size", "number"],
    ["educationLevel", "education_level", "Highest education level", "code", "HighestEducationLevel"],
    ["residencyStatus", "residency_status", "Residency status", "code", "ResidencyStatus"],
    ["languages", "languages", "Languages", "codes", "Language"],
    [
      "preferredContactMethod",
      "preferred_contact_method",
      "Preferred contact method",
      "code",
      "PreferredContactMethod",
    ],
    ["contactTime", "contact_time", "Contact time", "code", "ContactTime"],
  ]),
  ...columnFields(R, "Business", [
    ["businessCompany", "business_company", "Company", "text"],
    ["businessRole", "business_role", "Business role", "code", "BusinessRole"],
    ["businessIndustry", "business_industry", "Industry", "code", "Industry"],
    ["businessEmployeeNumbers", "business_employee_numbers", "Employee numbers", "code", "EmployeeNumbers"],
    ["businessTurnover", "business_turnover", "Employer turnover", "code", "EmployerTurnover"],
  ]),
  ...columnFields(R, "Impairment", [
    ["impairmentTypes", "impairment_types", "Impairment types", "codes", "ImpairmentType"],
    ["impairmentSeverity", "impairment_severity", "Impairment severity", "code", "ImpairmentSeverity"],
    [
      "impairmentCompetency",
      "impairment_competency",
      "Impairment competency",
      "code",
      "ImpairmentCompetency",
    ],
    ["assistiveTechnology", "assistive_technology", "Assistive technology", "text"],
    ["accommodationsNeeded", "accommodations_needed", "Accommodations needed", "text"],
    ["accessNeeds", "access_needs", "Access needs", "codes"],
  ]),
];

/** Age in whole years from the year of birth, compared through year_of_birth (index-friendly). */
const ageField: FieldDef = {
  key: "age",
  caption: "Age",
  group: "Member",
  kind: "number",
  sortable: false,
  expr: sql`(extract(year from now())::int - ${col(R, "year_of_birth")})`,
  custom: (el, _scope, h) => {
    const yob = col(R, "year_of_birth");
    const year = h.now.getUTCFullYear();
    const born = (v: string | null) => year - (h.number(v, "Age") ?? 0);
    switch (el.comparison) {
      case "equals":
        return sql`${yob} = ${born(el.value1)}`;
      case "notEquals":
        return sql`(${yob} is null or ${yob} <> ${born(el.value1)})`;
      case "between":
        return sql`${yob} between ${born(el.value2)} and ${born(el.value1)}`;
      case "before":
        return sql`${yob} > ${born(el.value1)}`;
      case "after":
        return sql`${yob} < ${born(el.value1)}`;
      case "inList":
        return sql`${yob} in (${sql.join(
          h.list(el).map((v) => sql`${born(v)}`),
          sql`, `,
        )})`;
      case "empty":
        return sql`${yob} is null`;
      default:
        return sql`${yob} is not null`;
    }
  },
};

/** Reference-list selections (respondent_reference_items): has one of the codes / has none. */
const referenceField = (list: string, caption: string): FieldDef => ({
  key: `ref.${list}`,
  caption,
  group: "Profile",
  kind: "codes",
  optionsList: list,
  comparisons: ["equals", "notEquals", "inList", "empty", "notEmpty"],
  custom: (el, scope, h) => {
    const base = sql`select 1 from respondent_reference_items x where x.respondent_id = ${scope.respondentId} and x.list = ${list}`;
    const codes = el.comparison === "inList" ? h.list(el) : [el.value1 ?? ""];
    const has = sql`exists (${base} and x.code in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )}))`;
    if (el.comparison === "empty") return sql`not exists (${base})`;
    if (el.comparison === "notEmpty") return sql`exists (${base})`;
    return el.comparison === "notEquals" ? sql`not ${has}` : has;
  },
});

/**
 * Participation history (ClientJobGroupEvent): value1 client, value2 job, value3 session,
 * value4 event type (an event kind or status; "TookPart" = any status of PAYABLE), value5/value6
 * from/to dates, value7 the user who last changed the event. `participationCategory` takes the
 * job category (job type) in value1 instead of a client.
 */
function participation(byCategory: boolean) {
  return (el: Parameters<NonNullable<FieldDef["custom"]>>[0], scope: FieldScope, h: CustomHelpers): SQL => {
    const parts: SQL[] = [sql`x.respondent_id = ${scope.respondentId}`];
    if (byCategory) {
      if (el.value1) parts.push(sql`xj.job_type = ${el.value1}`);
    } else {
      const clientId = h.id(el.value1, "Client");
      if (clientId) parts.push(sql`xj.client_id = ${clientId}`);
    }
    const jobId = h.id(el.value2, "Job");
    if (jobId) parts.push(sql`x.job_id = ${jobId}`);
    const sessionId = h.id(el.value3, "Session");
    if (sessionId) parts.push(sql`x.job_group_id = ${sessionId}`);
    if (el.value4 === "TookPart") {
      parts.push(
        sql`x.status in (${sql.join(
          PAYABLE.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    } else if (el.value4) parts.push(sql`(x.kind = ${el.value4} or x.status = ${el.value4})`);
    const from = h.date(el.value5, "From date");
    if (from) parts.push(sql`x.at >= ${from}::date`);
    const to = h.date(el.value6, "To date");
    if (to) parts.push(sql`x.at < (${to}::date + 1)`);
    if (el.value7) parts.push(sql`x.updated_by = ${el.value7}`);
    const exists = sql`exists (select 1 from respondent_events x left join jobs xj on xj.id = x.job_id where ${sql.join(parts, sql` and `)})`;
    return el.comparison === "notEquals" ? sql`not ${exists}` : exists;
  };
}

const historyFields: FieldDef[] = [
  {
    key: "participation",
    caption: "Participation history",
    group: "History",
    kind: "participation",
    custom: participation(false),
  },
  {
    key: "participationCategory",
    caption: "Participation in a job category",
    group: "History",
    kind: "participation",
    optionsList: "JobType",
    custom: participation(true),
  },
];

/** Eligibility labels as Option fields: equals true = carries the label. */
const eligibilityFields = (eligibility: () => EligibilityContext): FieldDef[] =>
  ELIGIBILITY_CODES.map((code: EligibilityLabel) => ({
    key: `eligibility.${code}`,
    caption: ELIGIBILITY_LABELS[code],
    group: "Eligibility",
    kind: "boolean" as const,
    custom: (el, scope) => {
      const has = eligibilityCondition(code, scope.respondentId, eligibility());
      const wanted = (el.value1 ?? "true") !== "false";
      return (el.comparison === "notEquals") === wanted ? sql`not ${has}` : has;
    },
  }));

const REFERENCE_LISTS: [string, string][] = [
  ["VehicleType", "Vehicle type"],
  ["InternetType", "Internet type"],
  ["TravelFrequency", "Travel frequency"],
  ["InstituteType", "Institute type"],
];

export function respondentEntity(eligibility: () => EligibilityContext): EntityDef {
  return {
    entity: "respondent",
    from: sql`respondents r`,
    idExpr: col(R, "id"),
    respondentIdExpr: col(R, "id"),
    base: sql`r.is_active`,
    fields: [
      ...RESPONDENT_COLUMN_FIELDS,
      ageField,
      ...REFERENCE_LISTS.map(([list, caption]) => referenceField(list, caption)),
      ...historyFields,
      ...eligibilityFields(eligibility),
    ],
    defaultSort: { column: "id", dir: "asc" },
    defaultColumns: [
      "id",
      "firstName",
      "lastName",
      "email",
      "mobile",
      "gender",
      "age",
      "suburb",
      "state",
      "postcode",
    ],
  };
}
