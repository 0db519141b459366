import { z } from "zod";
import { roleSchema } from "./rights";

/** POST /api/user-login, field json. username: e-mail, or mobile number for respondents. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, "Required").max(254),
  password: z.string().min(1, "Required").max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A completed sign-in. The token is also set as cookies (see decision 003). */
export const signedInSchema = z.object({
  token: z.string(),
  role: roleSchema,
  name: z.string(),
  id: z.number().int(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * The password was right but the account has two-factor sign-in: send the PIN to
 * ga/ValidateTwoFactorPIN. `ticket` (also set as an HttpOnly cookie) binds the PIN to this sign-in.
 */
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
});

export const loginAnswerSchema = z.union([signedInSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /api/logout fields. The server takes the token from the request and the IP from the socket. */
export const logoutRequestSchema = z.object({
  token: z.string().optional(),
  ipaddress: z.string().max(64).optional(),
});

/** Password rule of product §5: min 8 (with role), one punctuation symbol, one digit, one uppercase letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Z])(?=.*[!-/:-@[-`{-~]).{8,}$/;
const PASSWORD_HINT = "At Least 8 characters with number, symbol and an uppercase letter";

export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters.")
  .max(200)
  .regex(PASSWORD_PATTERN, PASSWORD_HINT);

/** POST /api/forgot-password fields. */
export const forgotPasswordRequestSchema = z.object({
  emailAddress: z.string().trim().min(1, "Required").max(254),
  firstName: z.string().trim().max(100).optional().default(""),
  lastName: z.string().trim().max(100).optional().default(""),
  role: roleSchema,
});

/** POST /api/Set-password fields: encodedData is the token from the set-password link. */
export const setPasswordRequestSchema = z.object({
  password: passwordSchema,
  encodedData: z.string().min(10).max(200),
  role: roleSchema,
});

/** POST /api/check-duplicate-user. */
export const checkDuplicateUserRequestSchema = z.object({
  emailAddress: z.string().trim().min(1, "Required").max(254),
});

/** POST /api/ga/GenerateSetupQrCode fields (the signed-in user enabling two-factor sign-in). */
export const generateQrRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  role: roleSchema,
  email: z.string().trim().max(254).optional().default(""),
});
export const generateQrAnswerSchema = z.object({
  /** PNG data URL of the otpauth:// QR code. */
  qrCodeImageUrl: z.string(),
  /** The secret in base32, for typing into an authenticator by hand. */
  manualEntryKey: z.string(),
});

/**
 * POST /api/ga/ValidateTwoFactorPIN fields. With `ticket` (from user-login) it completes a
 * sign-in and answers SignedIn; from a signed-in user it confirms two-factor setup and answers true.
 */
export const validatePinRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  role: roleSchema,
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The PIN is 6 digits."),
  ticket: z.string().optional(),
});

/** GET /api/login-status: value true when the token is valid and not revoked. */
export const loginStatusSchema = z.boolean();

/** POST /api/get-encrypt-decrypt-string (staff): encrypt or decrypt a value for links. */
export const encryptDecryptRequestSchema = z.object({
  type: z.enum(["encrypt", "decrypt"]),
  text: z.string().min(1).max(2000),
});

/** GET /api/access-allowed/{right} and GET /api/delete-allowed/{kind}: the answer's value. */
export const accessAllowedAnswerSchema = z.boolean();

/** GET /api/user-2fa-Status/{username}: whether two-factor sign-in is on (My Settings). */
export const twoFactorStatusAnswerSchema = z.boolean();

/**
 * POST /api/ga/ValidateTwoFactorPIN while signed in (2FA setup, after GenerateSetupQrCode): `true`
 * once the PIN turned 2FA on. Signing in with a ticket answers `signedInSchema` instead.
 */
export const twoFactorSetupAnswerSchema = z.literal(true);
