import type { SelectHTMLAttributes } from "react";

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  options: readonly (string | { code: string; label: string })[];
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty first option. */
  placeholder?: string;
}

/** A plain native select: accessible and usable at 375 px without a widget library. */
export function SelectInput({
  options,
  value,
  onChange,
  placeholder = "Select...",
  ...rest
}: SelectInputProps) {
  return (
    <select {...rest} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((o) => {
        const item = typeof o === "string" ? { code: o, label: o } : o;
        return (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        );
      })}
    </select>
  );
}
