import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { IMaskInput } from "react-imask";
import { addDays } from "../../../server/contracts/agency-time";
import { formatDate } from "../../lib/format";

/**
 * Dates are typed and shown as DD/MM/YYYY (product §9); the API speaks YYYY-MM-DD. A date is a
 * calendar day, no instant, so no time zone is involved.
 */
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** "2025-12-27" → "27/12/2025"; anything that is not an ISO date shows as "". */
export function isoToDisplay(value: unknown): string {
  return typeof value === "string" && ISO.test(value) ? formatDate(value) : "";
}

/** "27/12/2025" → "2025-12-27"; "" stays ""; a partial or impossible date answers null. */
export function displayToIso(text: string): string | null {
  if (text === "") return "";
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  // Adding no days normalises 31/02 to March; a day that changes was impossible.
  return addDays(iso, 0) === iso && iso.slice(0, 4) !== "0000" ? iso : null;
}

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "defaultValue" | "placeholder"
>;

export interface DateInputProps extends NativeProps {
  /** The date as YYYY-MM-DD, "" or null (empty), or the unfinished text last reported. */
  value: string | null | undefined;
  /**
   * Called with YYYY-MM-DD for a whole valid date, "" when cleared, and otherwise with the text
   * as typed, so the form's contract reports it as an invalid date instead of keeping the old one.
   */
  onChange: (value: string) => void;
}

/**
 * A DD/MM/YYYY text box (react-imask). The native date input shows the browser's locale order
 * (MM/DD/YYYY in an en-US browser), which the product does not allow (decision 094).
 */
export function DateInput({ value, onChange, className, ...rest }: DateInputProps) {
  const [text, setText] = useState(() => isoToDisplay(value));
  // The last value this box reported: a different one came from outside (a reset, a reload).
  const reported = useRef(value ?? "");
  useEffect(() => {
    const v = value ?? "";
    if (v === reported.current) return;
    reported.current = v;
    setText(isoToDisplay(v));
  }, [value]);
  return (
    <IMaskInput
      {...rest}
      className={`input${className ? ` ${className}` : ""}`}
      mask="00/00/0000"
      lazy
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      value={text}
      onAccept={(masked: string) => {
        setText(masked);
        const out = displayToIso(masked) ?? masked;
        if (out === (value ?? "")) return;
        reported.current = out;
        onChange(out);
      }}
    />
  );
}
