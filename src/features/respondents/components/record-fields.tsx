import type { ReactNode } from "react";
import type { CountryVariant } from "../../../../server/contracts/validation";
import { DateInput } from "../../../components/ui/date-input";
import { describedBy, Field } from "../../../components/ui/field";
import type { FieldErrors } from "../../../components/ui/form-errors";
import { LettersOnlyInput, MaskedInput } from "../../../components/ui/masked-input";
import { TextInput } from "../../../components/ui/text-input";
import { useLookup } from "../../../lib/lookups";
import type { RecordValues, TextField } from "../model/record-form";

export interface FieldKit {
  values: RecordValues;
  errors: FieldErrors;
  variant: CountryVariant;
  set: <K extends keyof RecordValues>(key: K, value: RecordValues[K]) => void;
}

const fid = (key: string) => `rec-${key}`;

/** Control builders for the record form: one label, one control, the shared error wiring. */
export function fields(kit: FieldKit) {
  const { values, errors, variant, set } = kit;
  const wrap = (key: TextField, label: string, control: ReactNode) => (
    <Field key={key} id={fid(key)} label={label} error={errors[key]}>
      {control}
    </Field>
  );
  return {
    text: (key: TextField, label: string, type = "text") =>
      wrap(
        key,
        label,
        <TextInput
          id={fid(key)}
          type={type}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          {...describedBy(fid(key), errors[key])}
        />,
      ),
    date: (key: TextField, label: string) =>
      wrap(
        key,
        label,
        <DateInput
          id={fid(key)}
          value={values[key]}
          onChange={(v) => set(key, v)}
          {...describedBy(fid(key), errors[key])}
        />,
      ),
    letters: (key: TextField, label: string) =>
      wrap(
        key,
        label,
        <LettersOnlyInput
          id={fid(key)}
          value={values[key]}
          onChange={(v) => set(key, v)}
          {...describedBy(fid(key), errors[key])}
        />,
      ),
    masked: (
      key: "mobile" | "landline" | "postcode" | "financeBsb" | "financeAccountNumber",
      label: string,
    ) =>
      wrap(
        key,
        label,
        <MaskedInput
          id={fid(key)}
          mask={key === "financeBsb" ? "bsb" : key === "financeAccountNumber" ? "bankAccount" : key}
          variant={variant}
          value={values[key]}
          onChange={(m) => set(key, m)}
          {...describedBy(fid(key), errors[key])}
        />,
      ),
    choice: (key: TextField, label: string, options: readonly { code: string; label: string }[]) =>
      wrap(
        key,
        label,
        <select
          id={fid(key)}
          className="input"
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        >
          <option value="">Select...</option>
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.label}
            </option>
          ))}
        </select>,
      ),
    lookup: (key: TextField, label: string, list: string) =>
      wrap(
        key,
        label,
        <LookupSelect id={fid(key)} list={list} value={values[key]} onChange={(v) => set(key, v)} />,
      ),
    area: (key: TextField, label: string) =>
      wrap(
        key,
        label,
        <textarea
          id={fid(key)}
          className="input"
          rows={4}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
        />,
      ),
    check: (key: "optedOut" | "isActive" | "businessRego" | "disabilityRego", label: string) => (
      <label key={key} className="res-check">
        <input type="checkbox" checked={values[key]} onChange={(e) => set(key, e.target.checked)} />
        {label}
      </label>
    ),
  };
}

/** A select fed by a lookup list; the stored value stays selectable even if the list lacks it. */
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

/** Several codes of one lookup list as checkboxes (languages, impairment types). */
export function LookupChecks({
  legend,
  list,
  value,
  onChange,
}: {
  legend: string;
  list: string;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const items = useLookup(list).data ?? [];
  const all = [
    ...items,
    ...value.filter((v) => !items.some((i) => i.code === v)).map((v) => ({ code: v, label: v })),
  ];
  return (
    <fieldset className="res-checks">
      <legend>{legend}</legend>
      {all.length === 0 ? <span className="res-muted">No options available.</span> : null}
      {all.map((i) => (
        <label key={i.code} className="res-check">
          <input
            type="checkbox"
            checked={value.includes(i.code)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, i.code] : value.filter((v) => v !== i.code))
            }
          />
          {i.label}
        </label>
      ))}
    </fieldset>
  );
}
