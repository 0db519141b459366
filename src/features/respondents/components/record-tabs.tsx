import { DatedNotes } from "./dated-notes";
import { type FieldKit, fields, LookupChecks } from "./record-fields";

// The record stores the country as "AU" or "NZ" (the respondent contract's enum).
const COUNTRIES = [
  { code: "AU", label: "Australia" },
  { code: "NZ", label: "New Zealand" },
];

/** Profile tab: identity, contact, address, household and contact preferences. */
export function ProfileTab({ kit }: { kit: FieldKit }) {
  const f = fields(kit);
  return (
    <div className="res-grid">
      {f.lookup("title", "Title", "Title")}
      {f.letters("firstName", "First Name")}
      {f.letters("lastName", "Last Name")}
      {f.lookup("gender", "Gender", "Gender")}
      {f.lookup("yearOfBirth", "Year of Birth", "Year")}
      {f.date("dateOfBirth", "Date of Birth")}
      {f.text("email", "Email Address", "email")}
      {f.masked("mobile", "Mobile Number")}
      {f.lookup("mobilePhoneType", "Mobile Phone Type", "MobilePhoneType")}
      {f.masked("landline", "Landline")}
      {f.text("address1", "Address Line 1")}
      {f.text("address2", "Address Line 2")}
      {f.letters("suburb", "Suburb")}
      {f.lookup("state", "State", "State")}
      {f.masked("postcode", "Post Code")}
      {f.choice("country", "Country", COUNTRIES)}
      {f.lookup("employmentType", "Employment", "EmploymentTypes")}
      {f.text("occupation", "Occupation")}
      {f.lookup("householdIncome", "Household Income", "HouseholdIncome")}
      {f.text("householdSize", "Household Size", "number")}
      {f.lookup("educationLevel", "Highest Education", "HighestEducationLevel")}
      {f.lookup("residencyStatus", "Residency Status", "ResidencyStatus")}
      {f.lookup("preferredContactMethod", "Preferred Contact Method", "PreferredContactMethod")}
      {f.lookup("contactTime", "Best Time to Contact", "ContactTime")}
      <LookupChecks
        legend="Languages"
        list="Language"
        value={kit.values.languages}
        onChange={(v) => kit.set("languages", v)}
      />
      <div className="res-flags">
        {f.check("isActive", "Active")}
        {f.check("optedOut", "Opted out (unsubscribed)")}
      </div>
    </div>
  );
}

/** Panel details: business-panel (businessRego) and impairment-panel (disabilityRego) fields. */
export function PanelTab({
  kit,
  business,
  impairment,
}: {
  kit: FieldKit;
  business: boolean;
  impairment: boolean;
}) {
  const f = fields(kit);
  return (
    <div>
      {business ? (
        <fieldset className="res-section">
          <legend>Business panel</legend>
          {f.check("businessRego", "Member of the business panel")}
          <div className="res-grid">
            {f.text("businessCompany", "Company")}
            {f.lookup("businessRole", "Role", "BusinessRole")}
            {f.text("businessIndustry", "Industry")}
            {f.lookup("businessEmployeeNumbers", "Employee Numbers", "EmployeeNumbers")}
            {f.lookup("businessTurnover", "Turnover", "EmployerTurnover")}
          </div>
        </fieldset>
      ) : null}
      {impairment ? (
        <fieldset className="res-section">
          <legend>Impairment panel</legend>
          {f.check("disabilityRego", "Member of the impairment panel")}
          <LookupChecks
            legend="Impairment Types"
            list="ImpairmentType"
            value={kit.values.impairmentTypes}
            onChange={(v) => kit.set("impairmentTypes", v)}
          />
          <div className="res-grid">
            {f.lookup("impairmentSeverity", "Severity", "ImpairmentSeverity")}
            {f.lookup("impairmentCompetency", "Competency", "ImpairmentCompetency")}
            {f.area("assistiveTechnology", "Assistive Technology")}
            {f.area("accommodationsNeeded", "Accommodations Needed")}
          </div>
        </fieldset>
      ) : null}
      {!business && !impairment ? <p className="res-muted">No panel is enabled on this site.</p> : null}
    </div>
  );
}

/** Bank details (BankingAdmin only): account name, BSB (AU), account number. */
export function BankTab({ kit }: { kit: FieldKit }) {
  const f = fields(kit);
  return (
    <div className="res-grid">
      {f.text("financeAccountName", "Account Name")}
      {kit.variant === "NZ" ? null : f.masked("financeBsb", "BSB")}
      {f.masked("financeAccountNumber", "Account Number")}
    </div>
  );
}

/** Staff notes of the record, and the dated notes once the record exists. */
export function NotesTab({ kit, respondentId }: { kit: FieldKit; respondentId: number }) {
  return (
    <>
      {fields(kit).area("notes", "Staff notes (never shown to the respondent)")}
      {respondentId > 0 ? <DatedNotes respondentId={respondentId} /> : null}
    </>
  );
}
