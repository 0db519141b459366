import type { LoginAnswer, SignedIn } from "../../../../server/contracts/auth";
import type { Role } from "../../../../server/contracts/rights-codes";
import { http } from "../../../lib/http";
import { isLoginAnswer, isSignedIn } from "../model/answers";

// Sign-in answers with 401 for wrong credentials; the page shows that error instead of redirecting.
const shown = { authRedirect: false } as const;

export function signIn(username: string, password: string) {
  return http.postJson<LoginAnswer>("/api/user-login", { username, password }, isLoginAnswer, shown);
}

export function validatePin(input: { username: string; role: Role; pin: string; ticket: string }) {
  return http.postForm<SignedIn>("/api/ga/ValidateTwoFactorPIN", input, isSignedIn, shown);
}

export function checkDuplicateUser(emailAddress: string) {
  return http.postForm<unknown>("/api/check-duplicate-user", { emailAddress }, undefined, shown);
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
  return http.postForm<unknown>("/api/Set-password", input, undefined, shown);
}

export function unsubscribe(encodedData: string) {
  return http.get<unknown>(
    `/api/respondent-unsubscribe?encodedData=${encodeURIComponent(encodedData)}`,
    undefined,
    shown,
  );
}
