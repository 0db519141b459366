import { jwtDecode } from "jwt-decode";
import type { Role } from "../../server/contracts/rights-codes";
import { AUTH_COOKIE, cookies } from "./cookies";

/** The claims the SPA uses from cookie auth_token (product §3). */
export interface AuthClaims {
  /** Expiry, unix seconds. */
  exp: number;
  role: Role;
  /** unique_name: shown in the header. */
  name: string;
  /** primarysid: respondent id, client contact id or staff user id. */
  id: string;
}

interface RawClaims {
  exp?: number;
  actort?: string;
  actor?: string;
  unique_name?: string;
  primarysid?: string | number;
}

const ROLES: readonly string[] = ["Staff", "Client", "Respondent"];

/** Decodes a token's readable part; null when malformed or without a known role. */
export function decodeClaims(token: string): AuthClaims | null {
  try {
    const raw = jwtDecode<RawClaims>(token);
    const role = raw.actort ?? raw.actor;
    if (!role || !ROLES.includes(role) || typeof raw.exp !== "number") return null;
    return {
      exp: raw.exp,
      role: role as Role,
      name: raw.unique_name ?? "",
      id: String(raw.primarysid ?? ""),
    };
  } catch {
    return null;
  }
}

/** The signed-in user from the cookie, or null when absent or expired (product §4 "Start"). */
export function readAuthToken(now: number = Date.now()): AuthClaims | null {
  const token = cookies.get(AUTH_COOKIE);
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || claims.exp * 1000 <= now) return null;
  return claims;
}
