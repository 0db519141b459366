/**
 * Paths of the calls the public pages and the staff shell's first download make. Those pages
 * check answers with guards, not zod (decisions 080/108): they cannot import a calls module, so
 * the path is written here once and both the descriptor and the page read it.
 */

/**
 * The browser's address of a call: `apiPath(AUTH_PATHS.accessAllowed, { securityData: "JOB" })`.
 * Each value is one encoded path segment. (Not call.ts's fillPath: importing it here splits the
 * HTTP client into a chunk of its own and costs the public pages a kilobyte.)
 */
export const apiPath = (path: string, params: Record<string, string> = {}) =>
  `/api${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}`;

/** Sign-in, sign-out, passwords, two-factor, rights checks and the unsubscribe link. */
export const AUTH_PATHS = {
  login: "/user-login",
  logout: "/logout",
  loginStatus: "/login-status",
  accessAllowed: "/access-allowed/:securityData",
  deleteAllowed: "/delete-allowed/:data",
  forgotPassword: "/forgot-password",
  setPassword: "/Set-password",
  checkDuplicateUser: "/check-duplicate-user",
  generateSetupQrCode: "/ga/GenerateSetupQrCode",
  validateTwoFactorPin: "/ga/ValidateTwoFactorPIN",
  twoFactorStatus: "/user-2fa-Status/:username",
  unsubscribe: "/respondent-unsubscribe",
  /** Client contacts sign in with an e-mailed code (decisions 043, 216). */
  createClientLoginOtp: "/CreateClientLoginOTP",
  validateClientLoginOtp: "/ValidateClientLoginOTP",
} as const;

/** Public configuration (product §7.1). */
export const CONFIG_PATHS = {
  item: "/config/:name",
  websiteCopies: "/GetWebsiteCopies",
  systemReferences: "/GetSystemReferences",
} as const;

/** The top bar's job tracker and clock (product §4). */
export const TRACKING_PATHS = {
  currentlyTracking: "/job/currently-tracking/:username",
  start: "/job/start-tracking",
  stop: "/job/stop-tracking",
  workingHours: "/GetWorkingHours/:username",
  clockOn: "/ClockOn/:username",
  clockOff: "/ClockOff/:username",
} as const;

/** Saved workspace layouts and the staff home (decision 032). */
export const WORKSPACE_PATHS = {
  layout: "/workspace/layout",
  saveLayout: "/workspace/layout/update",
  layouts: "/workspace/layouts",
  saveNamedLayout: "/workspace/layouts/update",
  dashboard: "/workspace/dashboard",
  me: "/workspace/me",
} as const;
