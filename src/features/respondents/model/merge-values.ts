import type { MergeableField } from "../../../../server/contracts/respondents/respondents";
import type { CountryVariant } from "../../../../server/contracts/validation";
import { formatDate, formatPhone } from "../../../lib/format";

/** The lookup list behind each coded field of the merge chooser (as on the record's tabs). */
export const MERGE_LOOKUPS: Partial<Record<MergeableField, string>> = {
  title: "Title",
  gender: "Gender",
  mobilePhoneType: "MobilePhoneType",
  state: "State",
  employmentType: "EmploymentTypes",
  householdIncome: "HouseholdIncome",
  educationLevel: "HighestEducationLevel",
  residencyStatus: "ResidencyStatus",
  preferredContactMethod: "PreferredContactMethod",
  contactTime: "ContactTime",
  languages: "Language",
  businessRole: "BusinessRole",
  businessEmployeeNumbers: "EmployeeNumbers",
  businessTurnover: "EmployerTurnover",
  impairmentTypes: "ImpairmentType",
  impairmentSeverity: "ImpairmentSeverity",
  impairmentCompetency: "ImpairmentCompetency",
};

/**
 * A stored value as a person reads it on the record: lookup names instead of codes, dates
 * DD/MM/YYYY, phones with the country's mask; lists joined with commas.
 */
export function mergeValueText(
  field: MergeableField,
  value: unknown,
  variant: CountryVariant,
  labels: ReadonlyMap<string, string> = new Map(),
): string {
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value)) return value.map((v) => labels.get(String(v)) ?? String(v)).join(", ");
  const text = String(value);
  if (field === "dateOfBirth") return formatDate(text, text);
  if (field === "mobile" || field === "landline") return formatPhone(text, field, variant);
  return labels.get(text) ?? text;
}
