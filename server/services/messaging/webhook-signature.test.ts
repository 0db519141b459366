import { describe, expect, it } from "vitest";
import { validWebhookSignature, webhookSignature } from "./webhook-signature";

// Twilio's documented example (docs "Webhooks security"): token 12345, this URL and these params.
const TOKEN = "12345";
const URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS = {
  CallSid: "CA1234567890ABCDE",
  Caller: "+12349013030",
  Digits: "1234",
  From: "+12349013030",
  To: "+18005551212",
};

describe("webhook signature", () => {
  it("matches Twilio's documented example", () => {
    expect(webhookSignature(TOKEN, URL, PARAMS)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("accepts the right signature and refuses a tampered body, URL, token or a missing one", () => {
    const sig = webhookSignature(TOKEN, URL, PARAMS);
    expect(validWebhookSignature(TOKEN, URL, PARAMS, sig)).toBe(true);
    expect(validWebhookSignature(TOKEN, URL, { ...PARAMS, Digits: "1235" }, sig)).toBe(false);
    expect(validWebhookSignature(TOKEN, `${URL}&x=1`, PARAMS, sig)).toBe(false);
    expect(validWebhookSignature("other", URL, PARAMS, sig)).toBe(false);
    expect(validWebhookSignature(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(validWebhookSignature(TOKEN, URL, PARAMS, "short")).toBe(false);
  });
});
