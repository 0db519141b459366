import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature: HMAC-SHA1 (key: the auth token) over the full URL the provider
 * called, followed by every POST parameter sorted by name (name then value, no separators),
 * base64. The URL must be the public one exactly as the provider used it (PUBLIC_URL + path).
 */
export function webhookSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** True when `signature` is the expected one (compared in constant time). */
export function validWebhookSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(webhookSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
