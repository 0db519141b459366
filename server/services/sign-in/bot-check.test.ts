import { describe, expect, it } from "vitest";
import { botCheckFromEnv, noBotCheck, siteVerifyCheck } from "./bot-check";

const answering = (body: unknown, ok = true) =>
  (async () => new Response(JSON.stringify(body), { status: ok ? 200 : 500 })) as unknown as typeof fetch;

describe("bot check", () => {
  it("is off by default and lets everyone through", async () => {
    expect(botCheckFromEnv({})).toBe(noBotCheck);
    expect(botCheckFromEnv({ BOT_CHECK: "off" })).toBe(noBotCheck);
    expect(await noBotCheck.verify(undefined, "1.2.3.4")).toBe(true);
  });

  it("refuses a misconfiguration loudly", () => {
    expect(() => botCheckFromEnv({ BOT_CHECK: "turnstile" })).toThrow(/BOT_CHECK_SECRET/);
    expect(() => botCheckFromEnv({ BOT_CHECK: "magic", BOT_CHECK_SECRET: "s" })).toThrow(/BOT_CHECK must be/);
    expect(botCheckFromEnv({ BOT_CHECK: "recaptcha", BOT_CHECK_SECRET: "s" }).enabled).toBe(true);
  });

  it("passes only a token the provider confirms", async () => {
    const url = "https://verify.example/siteverify";
    expect(await siteVerifyCheck(url, "s", answering({ success: true })).verify("t", "ip")).toBe(true);
    expect(await siteVerifyCheck(url, "s", answering({ success: false })).verify("t", "ip")).toBe(false);
    expect(await siteVerifyCheck(url, "s", answering({ success: true }, false)).verify("t", "ip")).toBe(
      false,
    );
    expect(await siteVerifyCheck(url, "s", answering({ success: true })).verify(undefined, "ip")).toBe(false);
    const failing = (async () => {
      throw new Error("network down");
    }) as unknown as typeof fetch;
    expect(await siteVerifyCheck(url, "s", failing).verify("t", "ip")).toBe(false);
  });
});
