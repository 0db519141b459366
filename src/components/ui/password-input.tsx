import { useState } from "react";
import type { TextInputProps } from "./text-input";

/** A password box with a show/hide toggle (a real button, reachable by keyboard). */
export function PasswordInput({ className, ...rest }: Omit<TextInputProps, "type">) {
  const [shown, setShown] = useState(false);
  return (
    <span className="password-input">
      <input
        type={shown ? "text" : "password"}
        className={`input${className ? ` ${className}` : ""}`}
        {...rest}
      />
      <button
        type="button"
        className="password-toggle"
        aria-label={shown ? "Hide password" : "Show password"}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? "Hide" : "Show"}
      </button>
    </span>
  );
}
