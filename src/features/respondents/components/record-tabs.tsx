import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { CountryVariant } from "../../../../server/contracts/validation";
import { type FieldSpec, RecordFields } from "../../../components/ui/record-form";
import { DatedNotes } from "./dated-notes";

/** The record's one form: its id prefixes every control (`rec-firstName`). */
export const RECORD_FORM_ID = "rec";

/** What each section of the record needs to render its part of the one record form. */
export interface RecordSection {
  form: UseFormReturn<FieldValues>;
  variant: CountryVariant;
}

const pick = (label: string, lookup: string, name: string): FieldSpec => ({
  name,
  label,
  kind: "select",
  lookup,
  emptyLabel: "Select...",
});
const area = (name: string, label: string): FieldSpec => ({ name, label, kind: "textarea", rows: 4 });

// The record stores the country as "AU" or "NZ" (the respondent contract's enum).
const COUNTRIES = [
  { value: "AU", label: "Australia" },
  { value: "NZ", label: "New Zealand" },
];

const PROFILE: FieldSpec[] = [
  pick("Title", "Title", "title"),
  { name: "firstName", label: "First Name", kind: "letters" },
  { name: "lastName", label: "Last Name", kind: "letters" },
  pick("Gender", "Gender", "gender"),
  pick("Year of Birth", "Year", "yearOfBirth"),
  { name: "dateOfBirth", label: "Date of Birth", kind: "date" },
  { name: "email", label: "Email Address", inputType: "email" },
  { name: "mobile", label: "Mobile Number", kind: "mobile" },
  pick("Mobile Phone Type", "MobilePhoneType", "mobilePhoneType"),
  { name: "landline", label: "Landline", kind: "landline" },
  { name: "address1", label: "Address Line 1" },
  { name: "address2", label: "Address Line 2" },
  { name: "suburb", label: "Suburb", kind: "letters" },
  pick("State", "State", "state"),
  { name: "postcode", label: "Post Code", kind: "postcode" },
  { name: "country", label: "Country", kind: "select", options: COUNTRIES, emptyLabel: "Select..." },
  pick("Employment", "EmploymentTypes", "employmentType"),
  { name: "occupation", label: "Occupation" },
  pick("Household Income", "HouseholdIncome", "householdIncome"),
  { name: "householdSize", label: "Household Size", inputType: "number" },
  pick("Highest Education", "HighestEducationLevel", "educationLevel"),
  pick("Residency Status", "ResidencyStatus", "residencyStatus"),
  pick("Preferred Contact Method", "PreferredContactMethod", "preferredContactMethod"),
  pick("Best Time to Contact", "ContactTime", "contactTime"),
  { name: "languages", label: "Languages", kind: "checklist", lookup: "Language" },
  { name: "isActive", label: "Active", kind: "checkbox" },
  { name: "optedOut", label: "Opted out (unsubscribed)", kind: "checkbox" },
];
const BUSINESS_FLAG: FieldSpec[] = [
  { name: "businessRego", label: "Member of the business panel", kind: "checkbox" },
];
const BUSINESS: FieldSpec[] = [
  { name: "businessCompany", label: "Company" },
  pick("Role", "BusinessRole", "businessRole"),
  { name: "businessIndustry", label: "Industry" },
  pick("Employee Numbers", "EmployeeNumbers", "businessEmployeeNumbers"),
  pick("Turnover", "EmployerTurnover", "businessTurnover"),
];
const IMPAIRMENT_FLAG: FieldSpec[] = [
  { name: "disabilityRego", label: "Member of the impairment panel", kind: "checkbox" },
  { name: "impairmentTypes", label: "Impairment Types", kind: "checklist", lookup: "ImpairmentType" },
];
const IMPAIRMENT: FieldSpec[] = [
  pick("Severity", "ImpairmentSeverity", "impairmentSeverity"),
  pick("Competency", "ImpairmentCompetency", "impairmentCompetency"),
  area("assistiveTechnology", "Assistive Technology"),
  area("accommodationsNeeded", "Accommodations Needed"),
];
const NOTES: FieldSpec[] = [area("notes", "Staff notes (never shown to the respondent)")];
const bankFields = (variant: CountryVariant): FieldSpec[] => [
  { name: "financeAccountName", label: "Account Name" },
  // NZ has no BSB (product §5).
  ...(variant === "NZ" ? [] : [{ name: "financeBsb", label: "BSB", kind: "bsb" } as const]),
  { name: "financeAccountNumber", label: "Account Number", kind: "bankAccount" },
];

/** Every control of the record form by section, for validation and for finding an error's tab. */
export function recordSections(variant: CountryVariant, withBank: boolean) {
  return {
    profile: PROFILE,
    panel: [...BUSINESS_FLAG, ...BUSINESS, ...IMPAIRMENT_FLAG, ...IMPAIRMENT],
    notes: NOTES,
    bank: withBank ? bankFields(variant) : [],
  };
}

function Section({ kit, fields }: { kit: RecordSection; fields: FieldSpec[] }) {
  return (
    <RecordFields
      id={RECORD_FORM_ID}
      form={kit.form}
      fields={fields}
      variant={kit.variant}
      className="res-grid"
    />
  );
}

/** Profile tab: identity, contact, address, household and contact preferences. */
export function ProfileTab({ kit }: { kit: RecordSection }) {
  return <Section kit={kit} fields={PROFILE} />;
}

/** Panel details: business-panel (businessRego) and impairment-panel (disabilityRego) fields. */
export function PanelTab({
  kit,
  business,
  impairment,
}: {
  kit: RecordSection;
  business: boolean;
  impairment: boolean;
}) {
  return (
    <div>
      {business ? (
        <fieldset className="res-section">
          <legend>Business panel</legend>
          <Section kit={kit} fields={BUSINESS_FLAG} />
          <Section kit={kit} fields={BUSINESS} />
        </fieldset>
      ) : null}
      {impairment ? (
        <fieldset className="res-section">
          <legend>Impairment panel</legend>
          <Section kit={kit} fields={IMPAIRMENT_FLAG} />
          <Section kit={kit} fields={IMPAIRMENT} />
        </fieldset>
      ) : null}
      {!business && !impairment ? <p className="res-muted">No panel is enabled on this site.</p> : null}
    </div>
  );
}

/** Bank details (BankingAdmin only): account name, BSB (AU), account number. */
export function BankTab({ kit }: { kit: RecordSection }) {
  return <Section kit={kit} fields={bankFields(kit.variant)} />;
}

/** Staff notes of the record (part of the record form). */
export function NotesTab({ kit }: { kit: RecordSection }) {
  return <Section kit={kit} fields={NOTES} />;
}

/** The dated notes once the record exists (their own form, outside the record's). */
export function DatedNotesPanel({ respondentId }: { respondentId: number }) {
  return respondentId > 0 ? <DatedNotes respondentId={respondentId} /> : null;
}
