import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Role } from "../contracts/rights";

/** The claims of product §3, plus jti for revocation. */
export interface TokenClaims {
  exp: number;
  actort: Role;
  unique_name: string;
  primarysid: string;
  jti: string;
}

export interface Actor {
  role: Role;
  /** The subject id: staff user id, client contact id or respondent id (primarysid). */
  id: number;
  name: string;
  jti: string;
  exp: number;
  accountId: number;
}

export async function signToken(
  secret: Uint8Array,
  subject: { role: Role; id: number; name: string; accountId: number },
  ttlSeconds: number,
  now = Date.now(),
): Promise<{ token: string; claims: TokenClaims }> {
  const claims: TokenClaims = {
    exp: Math.floor(now / 1000) + ttlSeconds,
    actort: subject.role,
    unique_name: subject.name,
    primarysid: String(subject.id),
    jti: randomUUID(),
  };
  // sub carries the account id so the server never has to trust primarysid alone.
  const token = await new SignJWT({ ...claims, sub: String(subject.accountId) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(Math.floor(now / 1000))
    .sign(secret);
  return { token, claims };
}

/** Verifies signature and expiry; returns the actor or null. Revocation is checked by the caller. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<Actor | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const role = payload.actort;
    if (role !== "Staff" && role !== "Client" && role !== "Respondent") return null;
    if (typeof payload.jti !== "string" || typeof payload.exp !== "number") return null;
    return {
      role,
      id: Number(payload.primarysid),
      name: String(payload.unique_name ?? ""),
      jti: payload.jti,
      exp: payload.exp,
      accountId: Number(payload.sub),
    };
  } catch {
    return null;
  }
}

/** Splits a JWT into the readable part (header.claims) and the signature. */
export function splitToken(token: string): { readable: string; signature: string } {
  const last = token.lastIndexOf(".");
  return { readable: token.slice(0, last), signature: token.slice(last + 1) };
}
