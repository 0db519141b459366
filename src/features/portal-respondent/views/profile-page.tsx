import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { respondentUpdateSchema } from "../../../../server/contracts/respondents";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import { checkForm, type FieldErrors, focusFirstInvalid } from "../../../components/ui/form-errors";
import { LettersOnlyInput, MaskedInput } from "../../../components/ui/masked-input";
import { TextInput } from "../../../components/ui/text-input";
import { useCountryVariant } from "../../../lib/country";
import { useLookup } from "../../../lib/lookups";
import { toast } from "../../../lib/toast";
import { updateMe, useMe, useRefreshMe } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";
import { type ProfileField, type ProfileValues, profilePayload, profileValues } from "../model/profile-form";

function LookupSelect({
  id,
  list,
  value,
  onChange,
}: {
  id: string;
  list: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const items = useLookup(list).data ?? [];
  // Keep the stored value selectable even when the list has not loaded or no longer has it.
  const options =
    value && !items.some((i) => i.code === value) ? [{ code: value, label: value }, ...items] : items;
  return (
    <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Select...</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

const SELECTS: [ProfileField, string, string][] = [
  ["gender", "Gender", "Gender"],
  ["yearOfBirth", "Year of Birth", "Year"],
  ["employmentType", "Employment", "EmploymentTypes"],
  ["householdIncome", "Household Income", "HouseholdIncome"],
  ["educationLevel", "Highest Education", "HighestEducationLevel"],
  ["preferredContactMethod", "Preferred Contact Method", "PreferredContactMethod"],
  ["contactTime", "Best Time to Contact", "ContactTime"],
];

/** My Profile: the respondent edits their own record with the rules of product §5. */
export default function ProfilePage() {
  const variant = useCountryVariant();
  const me = useMe();
  const refresh = useRefreshMe();
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (me.data) setValues(profileValues(me.data));
  }, [me.data]);

  if (me.error)
    return (
      <PortalPage title="My Profile" home="/reshome">
        <Alert tone="error">{me.error.message}</Alert>
      </PortalPage>
    );
  if (!values || !me.data)
    return (
      <PortalPage title="My Profile" home="/reshome">
        <p>Loading…</p>
      </PortalPage>
    );
  const id = me.data.id;
  const set = (key: ProfileField, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));
  const err = (key: ProfileField) => errors[key];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(respondentUpdateSchema(variant), profilePayload(id, values));
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    }
    setErrors({});
    setBusy(true);
    const answer = await updateMe(id, profilePayload(id, values)).finally(() => setBusy(false));
    if (answer.succeeded) {
      toast.success("Successfully Saved!");
      await refresh();
    } else toast.error("Error!", answer.errors.join(" "));
  };

  const field = (key: ProfileField, label: string, input: ReactNode) => (
    <Field key={key} id={`profile-${key}`} label={label} error={err(key)}>
      {input}
    </Field>
  );
  const aria = (key: ProfileField) => describedBy(`profile-${key}`, err(key));
  const text = (key: ProfileField, label: string, auto: string) =>
    field(
      key,
      label,
      <TextInput
        id={`profile-${key}`}
        autoComplete={auto}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        {...aria(key)}
      />,
    );
  const letters = (key: ProfileField, label: string, auto: string) =>
    field(
      key,
      label,
      <LettersOnlyInput
        id={`profile-${key}`}
        autoComplete={auto}
        value={values[key]}
        onChange={(v) => set(key, v)}
        {...aria(key)}
      />,
    );
  const masked = (key: "mobile" | "landline" | "postcode", label: string) =>
    field(
      key,
      label,
      <MaskedInput
        id={`profile-${key}`}
        mask={key}
        variant={variant}
        autoComplete={key === "postcode" ? "postal-code" : "tel"}
        value={values[key]}
        onChange={(m) => set(key, m)}
        {...aria(key)}
      />,
    );
  const select = (key: ProfileField, label: string, list: string) =>
    field(
      key,
      label,
      <LookupSelect id={`profile-${key}`} list={list} value={values[key]} onChange={(v) => set(key, v)} />,
    );

  return (
    <PortalPage title="My Profile" home="/reshome">
      <form onSubmit={onSubmit} noValidate aria-label="My profile">
        <div className="portal-grid">
          {select("title", "Title", "Title")}
          {letters("firstName", "First Name", "given-name")}
          {letters("lastName", "Last Name", "family-name")}
          {text("email", "Email Address", "email")}
          {masked("mobile", "Mobile Number")}
          {masked("landline", "Landline")}
          {text("address1", "Address Line 1", "address-line1")}
          {text("address2", "Address Line 2", "address-line2")}
          {letters("suburb", "Suburb", "address-level2")}
          {select("state", "State", "State")}
          {masked("postcode", "Post Code")}
          {SELECTS.map(([key, label, list]) => select(key, label, list))}
        </div>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Save
          </Button>
        </div>
      </form>
    </PortalPage>
  );
}
