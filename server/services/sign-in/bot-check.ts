/**
 * Pluggable bot check for the public forms (sign-up, refer a friend), off by default
 * (decision 065). BOT_CHECK selects the provider: unset/"off" → no check; "turnstile" or
 * "recaptcha" → the provider's siteverify call with BOT_CHECK_SECRET.
 */
export interface BotCheck {
  readonly enabled: boolean;
  /** True when the answer token proves a human (always true when disabled). */
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

export const BOT_CHECK_FAILED = "Please confirm you are not a robot and try again.";

const VERIFY_URLS: Record<string, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
};

export const noBotCheck: BotCheck = { enabled: false, verify: async () => true };

/** A siteverify-style check (both providers share the request and answer shape). */
export function siteVerifyCheck(url: string, secret: string, fetcher: typeof fetch = fetch): BotCheck {
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const body = new URLSearchParams({ secret, response: token, remoteip: ip });
        const res = await fetcher(url, { method: "POST", body, signal: AbortSignal.timeout(5000) });
        if (!res.ok) return false;
        const answer = (await res.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}

export function botCheckFromEnv(env: Record<string, string | undefined> = process.env): BotCheck {
  const kind = (env.BOT_CHECK ?? "off").toLowerCase();
  if (kind === "" || kind === "off") return noBotCheck;
  const url = VERIFY_URLS[kind];
  if (!url) throw new Error(`BOT_CHECK must be off, turnstile or recaptcha (got "${kind}").`);
  if (!env.BOT_CHECK_SECRET) throw new Error("BOT_CHECK is on but BOT_CHECK_SECRET is not set.");
  return siteVerifyCheck(url, env.BOT_CHECK_SECRET);
}

let current: BotCheck | undefined;
/** The process-wide check, read from the environment on first use. */
export const botCheck = (): BotCheck => {
  current ??= botCheckFromEnv();
  return current;
};
/** Tests and embedders swap the check (pass undefined to go back to the environment's). */
export const setBotCheck = (check: BotCheck | undefined) => {
  current = check;
};
