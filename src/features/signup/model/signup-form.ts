import type { SignupPanel } from "../../../../server/contracts/signup";

/** What the sign-up form holds while typing: every control is a string (or the impairment list). */
export interface SignupValues {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  landline: string;
  postcode: string;
  suburb: string;
  gender: string;
  yearOfBirth: string;
  preferredContactMethod: string;
  acceptTerms: boolean;
  businessCompany: string;
  businessRole: string;
  businessIndustry: string;
  businessEmployeeNumbers: string;
  businessTurnover: string;
  impairmentTypes: string[];
  impairmentSeverity: string;
  impairmentCompetency: string;
  assistiveTechnology: string;
  accommodationsNeeded: string;
}

export const EMPTY_SIGNUP: SignupValues = {
  title: "",
  firstName: "",
  lastName: "",
  email: "",
  mobile: "",
  landline: "",
  postcode: "",
  suburb: "",
  gender: "",
  yearOfBirth: "",
  preferredContactMethod: "",
  acceptTerms: false,
  businessCompany: "",
  businessRole: "",
  businessIndustry: "",
  businessEmployeeNumbers: "",
  businessTurnover: "",
  impairmentTypes: [],
  impairmentSeverity: "",
  impairmentCompetency: "",
  assistiveTechnology: "",
  accommodationsNeeded: "",
};

/**
 * The request body of POST /api/res-signup: the panel, the job of signup/{jobid}, a numeric
 * year, and only the fields of the visitor's panel (decision 070).
 */
export function signupPayload(values: SignupValues, panel: SignupPanel, jobId: string | undefined) {
  const job = jobId && /^\d+$/.test(jobId) ? Number(jobId) : undefined;
  const {
    businessCompany,
    businessRole,
    businessIndustry,
    businessEmployeeNumbers,
    businessTurnover,
    impairmentTypes,
    impairmentSeverity,
    impairmentCompetency,
    assistiveTechnology,
    accommodationsNeeded,
    yearOfBirth,
    acceptTerms,
    ...common
  } = values;
  return {
    ...common,
    panel,
    ...(job ? { jobId: job } : {}),
    yearOfBirth: yearOfBirth === "" ? undefined : Number(yearOfBirth),
    // Unticked is sent as absent so the contract answers its own message.
    acceptTerms: acceptTerms ? true : undefined,
    ...(panel === "business"
      ? { businessCompany, businessRole, businessIndustry, businessEmployeeNumbers, businessTurnover }
      : {}),
    ...(panel === "impairment"
      ? {
          impairmentTypes,
          impairmentSeverity,
          impairmentCompetency,
          assistiveTechnology,
          accommodationsNeeded,
        }
      : {}),
  };
}

/**
 * Options of the panel questions. Sign-up is public and the data-provider lists need a sign-in,
 * so the page offers the seeded labels (which are also the stored codes); staff can refine them
 * later on the record (decision 070).
 */
export const PANEL_OPTIONS = {
  title: ["Mr", "Mrs", "Ms", "Miss", "Mx", "Dr"],
  contact: ["Email", "SMS", "Phone call"],
  businessRole: [
    "Owner / Director",
    "CEO / Managing Director",
    "Senior Manager",
    "Middle Manager",
    "IT Decision Maker",
    "Finance / Accounts",
    "Marketing",
    "Administration",
    "Other",
  ],
  employeeNumbers: ["1 (sole trader)", "2-19", "20-199", "200-999", "1000+"],
  turnover: ["Under $1M", "$1M - $10M", "$10M - $50M", "$50M - $200M", "Over $200M"],
  impairmentType: [
    "Vision",
    "Hearing",
    "Mobility",
    "Dexterity",
    "Cognitive",
    "Learning",
    "Mental health",
    "Speech",
    "Chronic illness",
  ],
  severity: ["Mild", "Moderate", "Severe", "Profound"],
  competency: ["Independent", "Needs some assistance", "Needs full assistance"],
} as const;
