import { useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { respondentUpdateSchema } from "../../../../server/contracts/respondents/respondents";
import { Alert } from "../../../components/ui/alert";
import { type FieldSpec, RecordForm } from "../../../components/ui/record-form";
import { announceSave } from "../../../lib/announce";
import { useCountryVariant } from "../../../lib/country";
import { useLookup } from "../../../lib/lookups";
import { updateMe, useMe } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";
import { type ProfileField, type ProfileValues, profilePayload, profileValues } from "../model/profile-form";

/** The drop-downs of My Profile, in the order useListOptions loads their lookup lists. */
const LISTS: [ProfileField, string][] = [
  ["title", "Title"],
  ["state", "State"],
  ["gender", "Gender"],
  ["yearOfBirth", "Year of Birth"],
  ["employmentType", "Employment"],
  ["householdIncome", "Household Income"],
  ["educationLevel", "Highest Education"],
  ["preferredContactMethod", "Preferred Contact Method"],
  ["contactTime", "Best Time to Contact"],
];

/** Every list's options; the stored value stays selectable when its list lacks it (or has not loaded). */
function useListOptions(stored: ProfileValues | null) {
  const title = useLookup("Title").data;
  const state = useLookup("State").data;
  const gender = useLookup("Gender").data;
  const year = useLookup("Year").data;
  const employment = useLookup("EmploymentTypes").data;
  const income = useLookup("HouseholdIncome").data;
  const education = useLookup("HighestEducationLevel").data;
  const contactMethod = useLookup("PreferredContactMethod").data;
  const contactTime = useLookup("ContactTime").data;
  return useMemo(() => {
    const loaded = [title, state, gender, year, employment, income, education, contactMethod, contactTime];
    const out = {} as Record<ProfileField, { value: string; label: string }[]>;
    LISTS.forEach(([key], i) => {
      const items = (loaded[i] ?? []).map((o) => ({ value: o.code, label: o.label }));
      const value = stored?.[key] ?? "";
      out[key] = value && !items.some((o) => o.value === value) ? [{ value, label: value }, ...items] : items;
    });
    return out;
  }, [stored, title, state, gender, year, employment, income, education, contactMethod, contactTime]);
}

/** My Profile: the respondent edits their own record with the rules of product §5. */
export default function ProfilePage() {
  const variant = useCountryVariant();
  const me = useMe();
  const stored = useMemo(() => (me.data ? profileValues(me.data) : null), [me.data]);
  const options = useListOptions(stored);
  const id = me.data?.id ?? 0;

  const fields = useMemo<FieldSpec[]>(() => {
    const select = (name: ProfileField, label: string): FieldSpec => ({
      name,
      label,
      kind: "select",
      options: options[name],
      emptyLabel: "Select...",
    });
    return [
      select("title", "Title"),
      { name: "firstName", label: "First Name", kind: "letters", autoComplete: "given-name" },
      { name: "lastName", label: "Last Name", kind: "letters", autoComplete: "family-name" },
      { name: "email", label: "Email Address", autoComplete: "email" },
      { name: "mobile", label: "Mobile Number", kind: "mobile", autoComplete: "tel" },
      { name: "landline", label: "Landline", kind: "landline", autoComplete: "tel" },
      { name: "address1", label: "Address Line 1", autoComplete: "address-line1" },
      { name: "address2", label: "Address Line 2", autoComplete: "address-line2" },
      { name: "suburb", label: "Suburb", kind: "letters", autoComplete: "address-level2" },
      select("state", "State"),
      { name: "postcode", label: "Post Code", kind: "postcode", autoComplete: "postal-code" },
      ...LISTS.slice(2).map(([name, label]) => select(name, label)),
    ];
  }, [options]);

  // The form holds text while typing; the contract checks the update body (blank → null, year → number).
  const schema = useMemo(
    () => z.preprocess((v) => profilePayload(id, v as ProfileValues), respondentUpdateSchema(variant)),
    [id, variant],
  );

  if (me.error)
    return (
      <PortalPage title="My Profile" home="/reshome">
        <Alert tone="error">{me.error.message}</Alert>
      </PortalPage>
    );
  if (!stored)
    return (
      <PortalPage title="My Profile" home="/reshome">
        <p>Loading…</p>
      </PortalPage>
    );

  return (
    <PortalPage title="My Profile" home="/reshome">
      <RecordForm
        key={id}
        id="profile"
        schema={schema}
        fields={fields}
        variant={variant}
        defaults={stored}
        onSubmit={async (values: FieldValues) =>
          announceSave(await updateMe(id, values as Record<string, unknown>))
        }
      />
    </PortalPage>
  );
}
