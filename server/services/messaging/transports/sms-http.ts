import { type MessageTransport, TransportError } from "./transport";

/** The provider account an SMS transport sends from (SMS_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM). */
export interface SmsAccount {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Where the provider posts delivery reports (our signed status webhook); none: no reports. */
  statusCallback?: string;
}

/** HTTP status → permanent or transient: 4xx except 408 and 429 is permanent. */
export function classifySmsStatus(status: number, detail: string): TransportError {
  const transient = status === 408 || status === 429 || status >= 500;
  return new TransportError(`SMS provider answered ${status}: ${detail}`.slice(0, 500), !transient);
}

/**
 * A Twilio-compatible SMS API: form POST to /2010-04-01/Accounts/{sid}/Messages.json with basic
 * auth; the answer's `sid` is the provider message id. Other providers get their own adapter
 * implementing MessageTransport.
 */
export function twilioSmsTransport(account: SmsAccount, timeoutMs = 15_000): MessageTransport {
  const url = `${account.baseUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;
  return {
    name: "sms-http",
    async send(m) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            To: m.to,
            From: m.from || account.from,
            Body: m.text,
            ...(account.statusCallback ? { StatusCallback: account.statusCallback } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // A timeout may come after the provider took the message: never resend that blindly.
        const timedOut = (error as Error).name === "TimeoutError";
        throw new TransportError(
          `SMS provider ${timedOut ? "timed out" : "unreachable"}: ${(error as Error).message}`,
          timedOut ? "unknown" : "retry",
        );
      }
      const text = await response.text();
      if (!response.ok) throw classifySmsStatus(response.status, text);
      const sid = (safeJson(text) as { sid?: unknown } | undefined)?.sid;
      // Accepted but no id to match reports against: still sent, never sent again.
      return typeof sid === "string" && sid ? sid : `accepted-${m.deliveryId}`;
    },
  };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
