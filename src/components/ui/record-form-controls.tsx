import type { ReactElement, ReactNode } from "react";
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import type { CountryVariant } from "../../../server/contracts/validation";
import { CurrencyInput } from "./currency-input";
import { DateInput } from "./date-input";
import type { describedBy } from "./field";
import { DigitsOnlyInput, LettersOnlyInput, MaskedInput } from "./masked-input";
import { Checklist, LookupChecklist, LookupOptions } from "./record-form-lists";
import { toNumber } from "./record-form-values";

/** "idselect": a drop-down of record ids where the empty choice means null. */
type FieldKind =
  | "idselect"
  | "landline"
  | "mobile"
  | "postcode"
  | "bsb"
  | "bankAccount"
  | "text"
  | "letters"
  | "digits"
  | "textarea"
  | "number"
  | "money"
  | "date"
  | "checkbox"
  | "select"
  | "checklist";

/** One control of a record form; the zod contract does the validation. */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: FieldKind;
  options?: { value: string; label: string }[];
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** The browser's autofill hint (given-name, tel, postal-code…). */
  autoComplete?: string;
  /** The empty choice of a drop-down ("—" unless the page's texts say otherwise). */
  emptyLabel?: string;
  /** Stops typing at the contract's maximum (text and textarea). */
  maxLength?: number;
  /** Height of a textarea in lines (3 unless given). */
  rows?: number;
  /**
   * A lookup list (src/lib/lookups.ts) giving the options of a "select" or "checklist"; a stored
   * code the list lacks stays choosable. (Every checklist is a fieldset named by its label.)
   */
  lookup?: string;
  /** The text input's type ("email", "number") where the value stays text. */
  inputType?: string;
}

/** What one control needs: its spec, its form, its id and the accessibility wiring. */
interface ControlSetup {
  /** The control's id (`${formId}-${name}`). */
  fid: string;
  spec: FieldSpec;
  kind: FieldKind;
  form: UseFormReturn<FieldValues>;
  variant: CountryVariant;
  autoFocus: boolean | undefined;
  aria: ReturnType<typeof describedBy>;
}

type MaskKind = "landline" | "mobile" | "postcode" | "bsb" | "bankAccount";
const MASKS: readonly FieldKind[] = ["landline", "mobile", "postcode", "bsb", "bankAccount"];
const isMask = (kind: FieldKind): kind is MaskKind => MASKS.includes(kind);

/** Wires a controlled input (masked, date, money…) to the form field it edits. */
function controlled(
  { form, spec }: ControlSetup,
  render: (field: ControllerRenderProps<FieldValues, string>) => ReactElement,
) {
  return <Controller control={form.control} name={spec.name} render={({ field }) => render(field)} />;
}

const text = (value: unknown) => (value as string) ?? "";

/** The input of one field, by its kind. */
export function recordControl(setup: ControlSetup): ReactNode {
  const { fid, spec: f, kind, form, variant, autoFocus: focus, aria } = setup;
  const { register } = form;
  if (kind === "textarea")
    return (
      <textarea
        id={fid}
        className="input"
        rows={f.rows ?? 3}
        maxLength={f.maxLength}
        autoFocus={focus}
        {...aria}
        {...register(f.name)}
      />
    );
  if (kind === "checkbox")
    return <input id={fid} type="checkbox" autoFocus={focus} {...aria} {...register(f.name)} />;
  if (kind === "select" || kind === "idselect")
    // Controlled, so the stored value shows once options that load after the form arrive.
    return controlled(setup, (field) => (
      <select
        id={fid}
        className="input"
        autoFocus={focus}
        {...aria}
        ref={field.ref}
        name={field.name}
        value={(field.value as string | null) ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        <option value="">{f.emptyLabel ?? "—"}</option>
        {f.lookup ? (
          <LookupOptions list={f.lookup} value={(field.value as string | null) ?? ""} />
        ) : (
          (f.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))
        )}
      </select>
    ));
  if (kind === "money")
    return controlled(setup, (field) => (
      <CurrencyInput
        id={fid}
        value={field.value as number | null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        {...aria}
      />
    ));
  if (isMask(kind))
    return controlled(setup, (field) => (
      <MaskedInput
        id={fid}
        mask={kind}
        variant={variant}
        value={text(field.value)}
        onChange={(masked) => field.onChange(masked)}
        onBlur={field.onBlur}
        autoFocus={focus}
        autoComplete={f.autoComplete}
        {...aria}
      />
    ));
  if (kind === "digits")
    return controlled(setup, (field) => (
      <DigitsOnlyInput
        id={fid}
        value={text(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        maxLength={f.maxLength}
        autoFocus={focus}
        autoComplete={f.autoComplete}
        {...aria}
      />
    ));
  if (kind === "letters")
    return controlled(setup, (field) => (
      <LettersOnlyInput
        id={fid}
        value={text(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoFocus={focus}
        autoComplete={f.autoComplete}
        {...aria}
      />
    ));
  if (kind === "date")
    return controlled(setup, (field) => (
      <DateInput
        id={fid}
        value={field.value as string | null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoFocus={focus}
        {...aria}
      />
    ));
  if (kind === "checklist")
    return controlled(setup, (field) =>
      f.lookup ? (
        <LookupChecklist
          id={fid}
          lookup={f.lookup}
          options={[]}
          value={(field.value as string[]) ?? []}
          onChange={field.onChange}
        />
      ) : (
        <Checklist
          id={fid}
          options={f.options ?? []}
          value={(field.value as string[]) ?? []}
          onChange={field.onChange}
        />
      ),
    );
  return (
    <input
      id={fid}
      className="input"
      type={kind === "number" ? "number" : (f.inputType ?? "text")}
      maxLength={f.maxLength}
      autoFocus={focus}
      autoComplete={f.autoComplete}
      {...aria}
      {...register(f.name, kind === "number" ? { setValueAs: toNumber } : {})}
    />
  );
}
