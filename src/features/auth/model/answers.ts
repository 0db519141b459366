import type { LoginAnswer, SignedIn } from "../../../../server/contracts/auth";

/*
 * Shape checks for the sign-in answers, mirroring loginAnswerSchema / signedInSchema of
 * server/contracts/auth.ts. The public pages check by hand instead of with the zod contracts:
 * zod alone is ~25 KB gzip, more than a quarter of their size budget (decision 023).
 */

const ROLES = ["Staff", "Client", "Respondent"];

export function isSignedIn(value: unknown): value is SignedIn {
  const v = value as Partial<SignedIn> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.token === "string" &&
    typeof v.name === "string" &&
    typeof v.id === "number" &&
    ROLES.includes(String(v.role))
  );
}

export function isLoginAnswer(value: unknown): value is LoginAnswer {
  if (isSignedIn(value)) return true;
  const v = value as { twoFactorRequired?: unknown; ticket?: unknown } | null;
  return typeof v === "object" && v !== null && v.twoFactorRequired === true && typeof v.ticket === "string";
}
