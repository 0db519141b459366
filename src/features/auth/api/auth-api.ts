import type { LoginAnswer, SignedIn } from "../../../../server/contracts/auth";
import type { Role } from "../../../../server/contracts/rights-codes";
import { AUTH_PATHS, apiPath } from "../../../../server/contracts/shell-paths";
import { isBoolean } from "../../../lib/guards";
import { http } from "../../../lib/http";
import { isLoginAnswer, isSignedIn } from "../model/answers";

/*
 * Public pages check answers with guards, not the zod contracts (zod is over a quarter of their
 * 90 KB budget, decision 080), and take the paths from the zod-free AUTH_PATHS the calls are declared
 * with. forgot-password and respondent-unsubscribe answer `true`, which
 * nobody reads (the pages show successMsg), so they pass no check.
 */

// Sign-in answers with 401 for wrong credentials; the page shows that error instead of redirecting.
const shown = { authRedirect: false } as const;

export function signIn(username: string, password: string) {
  return http.postJson<LoginAnswer>(apiPath(AUTH_PATHS.login), { username, password }, isLoginAnswer, shown);
}

export function validatePin(input: { username: string; role: Role; pin: string; ticket: string }) {
  return http.postForm<SignedIn>(apiPath(AUTH_PATHS.validateTwoFactorPin), input, isSignedIn, shown);
}

export function checkDuplicateUser(emailAddress: string) {
  return http.postForm(apiPath(AUTH_PATHS.checkDuplicateUser), { emailAddress }, isBoolean, shown);
}

export function forgotPassword(input: {
  emailAddress: string;
  firstName: string;
  lastName: string;
  role: Role;
}) {
  return http.postForm<unknown>(apiPath(AUTH_PATHS.forgotPassword), input, undefined, shown);
}

export function setPassword(input: { password: string; encodedData: string; role: Role }) {
  return http.postForm(apiPath(AUTH_PATHS.setPassword), input, isBoolean, shown);
}

export function unsubscribe(encodedData: string) {
  return http.get<unknown>(
    `${apiPath(AUTH_PATHS.unsubscribe)}?encodedData=${encodeURIComponent(encodedData)}`,
    undefined,
    shown,
  );
}

/** Client contacts: a 6-digit code to their e-mail (decisions 043, 216). The page shows successMsg. */
export function requestClientCode(emailAddress: string) {
  return http.postForm<unknown>(apiPath(AUTH_PATHS.createClientLoginOtp), { emailAddress }, undefined, shown);
}

export function signInWithClientCode(emailAddress: string, password: string) {
  return http.postForm<SignedIn>(
    apiPath(AUTH_PATHS.validateClientLoginOtp),
    { emailAddress, password },
    isSignedIn,
    shown,
  );
}
