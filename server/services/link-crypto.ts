import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { UseCaseContext } from "../context";
import { setRespondentOptedOut } from "../db/repo/accounts";
import { type Outcome, refusal, success } from "./outcome";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new WeakMap<Uint8Array, Map<string, Buffer>>();

/**
 * The general link key (unsubscribe, the staff encrypt/decrypt tool). Links that grant more than
 * that (survey links, revert links: decision 091) use their own purpose label, so a value made
 * with the staff tool never opens them.
 */
const GENERAL_LINKS = "link-encryption-v1";

/** AES-256 key derived from the JWT secret (HKDF-SHA256, own label): one secret to manage, separate keys. */
function keyFor(secret: Uint8Array, purpose: string): Buffer {
  let perSecret = keys.get(secret);
  if (!perSecret) {
    perSecret = new Map();
    keys.set(secret, perSecret);
  }
  let key = perSecret.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "recruitment-links", purpose, 32));
    perSecret.set(purpose, key);
  }
  return key;
}

/** Encrypts text for use in links (unsubscribe, survey): base64url of iv | ciphertext | tag. */
export function encryptText(secret: Uint8Array, text: string, purpose = GENERAL_LINKS): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The text, or null when the value was not made by encryptText with this secret (or was altered). */
export function decryptText(secret: Uint8Array, value: string, purpose = GENERAL_LINKS): string | null {
  try {
    const raw = Buffer.from(value.trim(), "base64url");
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

export const UNSUBSCRIBED = "You have been unsubscribed successfully.";
const BAD_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid.";

/** Unsubscribe link: encodedData is an encrypted respondent id. */
export async function unsubscribeRespondent(
  ctx: UseCaseContext,
  encodedData: string,
): Promise<Outcome<true>> {
  const text = decryptText(ctx.deps.env.jwtSecret, encodedData);
  // Links may carry "respondentId|jobId|surveyId" (product §3); the respondent id comes first.
  const id = text?.split("|")[0]?.trim() ?? "";
  if (!/^\d{1,9}$/.test(id)) return refusal(BAD_UNSUBSCRIBE_LINK);
  return (await setRespondentOptedOut(ctx.deps.db, Number(id)))
    ? success(true)
    : refusal(BAD_UNSUBSCRIBE_LINK);
}

/** Staff tool of product §7.1: encrypt or decrypt a value used in links (AES-256-GCM, decision 014). */
export function encryptDecrypt(ctx: UseCaseContext, input: { type: string; text: string }): Outcome<string> {
  const secret = ctx.deps.env.jwtSecret;
  if (input.type === "encrypt") return success(encryptText(secret, input.text));
  const text = decryptText(secret, input.text);
  return text === null ? refusal("The value could not be decrypted.") : success(text);
}
