import { IMaskInput } from "react-imask";

export interface CurrencyInputProps {
  id?: string;
  name?: string;
  value: number | null | undefined;
  /** null when the box is empty. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
  /** Lower bound; negatives are allowed unless this says otherwise. */
  min?: number;
  max?: number;
}

/** Product §5 currency: two decimals, '.' decimal mark, ',' thousands separator, negatives. */
export const CURRENCY_MASK = {
  mask: Number,
  scale: 2,
  radix: ".",
  mapToRadix: ["."],
  thousandsSeparator: ",",
  padFractionalZeros: true,
  normalizeZeros: true,
};

/** The unmasked text ("-1234.5") as a number; null when empty or only a sign. */
export function parseCurrency(unmasked: string): number | null {
  if (unmasked.trim() === "" || unmasked === "-") return null;
  const n = Number(unmasked);
  return Number.isFinite(n) ? n : null;
}

/** Money input (react-imask Number mask), right aligned; the form gets a number, never text. */
export function CurrencyInput({
  value,
  onChange,
  min = -9_999_999_999.99,
  max = 9_999_999_999.99,
  ...rest
}: CurrencyInputProps) {
  return (
    <IMaskInput
      {...CURRENCY_MASK}
      {...rest}
      min={min}
      max={max}
      inputMode="decimal"
      className="input input-currency"
      style={{ textAlign: "right" }}
      unmask="typed"
      value={value === null || value === undefined ? "" : (value as unknown as string)}
      onAccept={(typed: unknown) =>
        onChange(typeof typed === "number" && Number.isFinite(typed) ? typed : null)
      }
    />
  );
}
