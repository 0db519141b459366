import type { InputHTMLAttributes } from "react";

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

export function TextInput({ className, type, ...rest }: TextInputProps) {
  return <input type={type ?? "text"} className={`input${className ? ` ${className}` : ""}`} {...rest} />;
}
