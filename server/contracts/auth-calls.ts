import { z } from "zod";
import {
  accessAllowedAnswerSchema,
  checkDuplicateUserRequestSchema,
  encryptDecryptRequestSchema,
  forgotPasswordRequestSchema,
  generateQrAnswerSchema,
  generateQrRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginStatusSchema,
  logoutRequestSchema,
  setPasswordRequestSchema,
  signedInSchema,
  twoFactorSetupAnswerSchema,
  twoFactorStatusAnswerSchema,
  validatePinRequestSchema,
} from "./auth";
import { call } from "./call";
import { deleteAllowedParamsSchema } from "./delete-rights";
import { rightCodeSchema } from "./rights";
import { AUTH_PATHS } from "./shell-paths";

/** Sign-in and account calls (product §5, §7.1). Public pages reach them by AUTH_PATHS, not here. */

const none = z.object({});
const form = "form" as const;

/** POST /api/user-login (json): a session, or a two-factor ticket. */
export const login = call("POST", AUTH_PATHS.login, { input: loginRequestSchema, answer: loginAnswerSchema });

/** POST /api/logout (fields): revokes the caller's token or the one sent. */
export const logout = call("POST", AUTH_PATHS.logout, {
  input: logoutRequestSchema,
  answer: z.literal(true),
  encoding: form,
});

/** GET /api/login-status: whether the caller's token is valid. */
export const loginStatus = call("GET", AUTH_PATHS.loginStatus, { input: none, answer: loginStatusSchema });

/** GET /api/access-allowed/{securityData}: whether the caller holds the right. */
export const accessAllowed = call("GET", AUTH_PATHS.accessAllowed, {
  input: z.object({ securityData: rightCodeSchema }),
  answer: accessAllowedAnswerSchema,
});

/** GET /api/delete-allowed/{data}: whether the caller may delete that kind of record (decision 012). */
export const deleteAllowed = call("GET", AUTH_PATHS.deleteAllowed, {
  input: deleteAllowedParamsSchema,
  answer: accessAllowedAnswerSchema,
});

/** POST /api/forgot-password (fields): mails a set-password link when the details match. */
export const forgotPassword = call("POST", AUTH_PATHS.forgotPassword, {
  input: forgotPasswordRequestSchema,
  answer: z.literal(true),
  encoding: form,
});

/** POST /api/Set-password (fields): sets the password from a link. */
export const setPassword = call("POST", AUTH_PATHS.setPassword, {
  input: setPasswordRequestSchema,
  answer: z.literal(true),
  encoding: form,
});

/** POST /api/check-duplicate-user (fields). */
export const checkDuplicateUser = call("POST", AUTH_PATHS.checkDuplicateUser, {
  input: checkDuplicateUserRequestSchema,
  answer: z.boolean(),
  encoding: form,
});

/** POST /api/ga/GenerateSetupQrCode (fields): the QR code that starts two-factor setup. */
export const generateSetupQrCode = call("POST", AUTH_PATHS.generateSetupQrCode, {
  input: generateQrRequestSchema,
  answer: generateQrAnswerSchema,
  encoding: form,
});

/** POST /api/ga/ValidateTwoFactorPIN (fields): completes a sign-in (with ticket) or the setup. */
export const validateTwoFactorPin = call("POST", AUTH_PATHS.validateTwoFactorPin, {
  input: validatePinRequestSchema,
  answer: z.union([signedInSchema, twoFactorSetupAnswerSchema]),
  encoding: form,
});

/** GET /api/user-2fa-Status/{username}. */
export const twoFactorStatus = call("GET", AUTH_PATHS.twoFactorStatus, {
  input: z.object({ username: z.string().trim().min(1).max(254) }),
  answer: twoFactorStatusAnswerSchema,
});

/** GET /api/get-encrypt-decrypt-string (query), staff tool of product §7.1. */
export const encryptDecryptRead = call("GET", "/get-encrypt-decrypt-string", {
  input: encryptDecryptRequestSchema,
  answer: z.string(),
});

/** POST /api/get-encrypt-decrypt-string (fields). */
export const encryptDecrypt = call("POST", "/get-encrypt-decrypt-string", {
  input: encryptDecryptRequestSchema,
  answer: z.string(),
  encoding: form,
});

/** GET /api/respondent-unsubscribe?encodedData=: the unsubscribe link. */
export const unsubscribe = call("GET", AUTH_PATHS.unsubscribe, {
  input: z.object({ encodedData: z.string().trim().min(1, "Required").max(500) }),
  answer: z.literal(true),
});
