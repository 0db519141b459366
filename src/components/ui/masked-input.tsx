import type { InputHTMLAttributes } from "react";
import { IMaskInput } from "react-imask";
import {
  type CountryVariant,
  digitsOnly,
  lettersOnly,
  MASKS,
  type MaskName,
} from "../../../server/contracts/validation";

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue"
>;

export interface MaskedInputProps extends NativeProps {
  /** Which mask of product §5 (landline, mobile, postcode, year, bsb, bankAccount, time). */
  mask: MaskName;
  /** Country variant from config getcountrycode (NZ or default). */
  variant: CountryVariant;
  /** The value as shown (masked) or raw digits: both are accepted and re-masked. */
  value: string;
  /** Called with the masked text and the unmasked value characters (digits, or digits and '*'). */
  onChange: (masked: string, unmasked: string) => void;
}

// '#' is a digit-or-asterisk slot: bank account numbers on file come back partly hidden.
const DEFINITIONS = { "#": /[0-9*]/ };

/**
 * An input with a mask of product §5 per country variant (react-imask). The mask only guides
 * typing; validation lives in the shared zod schemas so server and browser agree.
 */
export function MaskedInput({ mask, variant, value, onChange, className, ...rest }: MaskedInputProps) {
  const pattern = MASKS[variant][mask];
  const allowAsterisk = mask === "bankAccount";
  if (!pattern) {
    // No mask for this variant (NZ has no BSB): fall back to digits only.
    return <DigitsOnlyInput value={value} onChange={(v) => onChange(v, v)} className={className} {...rest} />;
  }
  return (
    <IMaskInput
      {...rest}
      className={`input${className ? ` ${className}` : ""}`}
      mask={pattern}
      definitions={DEFINITIONS}
      lazy
      value={value}
      inputMode={allowAsterisk ? "text" : "numeric"}
      onAccept={(masked: string) => {
        // The mask only lets slot characters through, so dropping the rest leaves the value.
        const slots = (text: string) => (allowAsterisk ? text.replace(/[^0-9*]/g, "") : digitsOnly(text));
        const raw = slots(masked);
        // Masking a stored "0298765432" as "(02) 9876 5432" is not an edit: reporting it would
        // mark every record form with a phone as unsaved the moment it opens (decision 088).
        if (masked !== value && raw !== slots(value)) onChange(masked, raw);
      }}
    />
  );
}

export interface FilteredInputProps extends NativeProps {
  value: string;
  onChange: (value: string) => void;
}

/** Digits-only input (product §5): every non-digit typed or pasted is stripped at once. */
export function DigitsOnlyInput({ value, onChange, className, ...rest }: FilteredInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      className={`input${className ? ` ${className}` : ""}`}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value))}
    />
  );
}

/** Letters-only input (product §5): keeps A-Z, a-z and space; anything else is dropped as typed. */
export function LettersOnlyInput({ value, onChange, className, ...rest }: FilteredInputProps) {
  return (
    <input
      {...rest}
      type="text"
      className={`input${className ? ` ${className}` : ""}`}
      value={value}
      onChange={(e) => onChange(lettersOnly(e.target.value))}
    />
  );
}
