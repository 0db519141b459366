import { PANEL_LISTS } from "../../../../server/contracts/respondents/panel-lists";
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
  title: PANEL_LISTS.Title,
  contact: PANEL_LISTS.PreferredContactMethod,
  businessRole: PANEL_LISTS.BusinessRole,
  employeeNumbers: PANEL_LISTS.EmployeeNumbers,
  turnover: PANEL_LISTS.EmployerTurnover,
  impairmentType: PANEL_LISTS.ImpairmentType,
  severity: PANEL_LISTS.ImpairmentSeverity,
  competency: PANEL_LISTS.ImpairmentCompetency,
};
