import type { LoginAnswer, SignedIn } from "../../../../server/contracts/auth";
import type { Role } from "../../../../server/contracts/rights-codes";
import { isBoolean } from "../../../lib/guards";
import { http } from "../../../lib/http";
import { isLoginAnswer, isSignedIn } from "../model/answers";

/*
 * Public pages check answers with guards, not the zod contracts (zod is over a quarter of their
 * 90 KB budget, decision 080). forgot-password and respondent-unsubscribe answer `true`, which
 * nobody reads (the pages show successMsg), so they pass no check.
 */

// Sign-in answers with 401 for wrong credentials; the page shows that error instead of redirecting.
const shown = { authRedirect: false } as const;

export function signIn(username: string, password: string) {
  return http.postJson<LoginAnswer>("/api/user-login", { username, password }, isLoginAnswer, shown);
}

export function validatePin(input: { username: string; role: Role; pin: string; ticket: string }) {
  return http.postForm<SignedIn>("/api/ga/ValidateTwoFactorPIN", input, isSignedIn, shown);
}

export function checkDuplicateUser(emailAddress: string) {
  return http.postForm("/api/check-duplicate-user", { emailAddress }, isBoolean, shown);
}

export function forgotPassword(input: {
  emailAddress: string;
  firstName: string;
  lastName: string;
  role: Role;
}) {
  return http.postForm<unknown>("/api/forgot-password", input, undefined, shown);
}

export function setPassword(input: { password: string; encodedData: string; role: Role }) {
  return http.postForm("/api/Set-password", input, isBoolean, shown);
}

export function unsubscribe(encodedData: string) {
  return http.get<unknown>(
    `/api/respondent-unsubscribe?encodedData=${encodeURIComponent(encodedData)}`,
    undefined,
    shown,
  );
}
