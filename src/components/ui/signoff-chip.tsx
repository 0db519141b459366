import "./signoff-chip.css";

/**
 * A client's sign-off of a booking as a chip (decision 212): green when approved, red when a
 * replacement is asked. Each audience words the text itself (the recruiter's grid, the client's
 * schedule).
 */
export const signoffChipClass = (approved: boolean) =>
  `signoff-chip ${approved ? "signoff-approved" : "signoff-replace"}`;

export function SignoffChip({ approved, text, title }: { approved: boolean; text: string; title?: string }) {
  return (
    <span className={signoffChipClass(approved)} title={title ?? text}>
      {text}
    </span>
  );
}
