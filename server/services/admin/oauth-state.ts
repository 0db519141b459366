import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The OAuth `state` of the accounting round trip (decision 278): the job, the staff user, a
 * nonce and an expiry, signed with an HMAC keyed by the server secret under its own label. Its
 * life is five minutes, the longest an authorisation code lives at MYOB.
 */
export const STATE_LIFE_SECONDS = 300;

export interface StatePayload {
  jobId: number;
  staffId: number;
  nonce: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const LABEL = "accounting-oauth-state-v1";
const mac = (secret: Uint8Array, body: string) =>
  createHmac("sha256", secret).update(`${LABEL}.${body}`).digest();

export function signState(secret: Uint8Array, who: { jobId: number; staffId: number }, now: Date): string {
  const payload: StatePayload = {
    ...who,
    nonce: randomBytes(16).toString("base64url"),
    exp: Math.floor(now.getTime() / 1000) + STATE_LIFE_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

const isPayload = (v: unknown): v is StatePayload => {
  const p = v as StatePayload;
  return (
    typeof p === "object" &&
    p !== null &&
    Number.isInteger(p.jobId) &&
    Number.isInteger(p.staffId) &&
    typeof p.nonce === "string" &&
    p.nonce.length > 0 &&
    Number.isInteger(p.exp)
  );
};

/** The payload of a state this server signed and that is still alive; else why not. */
export function readState(
  secret: Uint8Array,
  state: string,
  now: Date,
): { ok: true; payload: StatePayload } | { ok: false; reason: "tampered" | "expired" } {
  const [body, sig, extra] = state.split(".");
  if (!body || !sig || extra !== undefined) return { ok: false, reason: "tampered" };
  const given = Buffer.from(sig, "base64url");
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "tampered" };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "tampered" };
  }
  if (!isPayload(payload)) return { ok: false, reason: "tampered" };
  if (payload.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, payload };
}
