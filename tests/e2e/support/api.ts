import { apiClient, DEMO } from "../../helpers/client";

/** The e2e server's address (playwright.config.ts starts it on E2E_PORT). */
export const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 8199)}`;

export type DemoUser = keyof typeof DEMO;

/** An API client without a token (public endpoints). */
export const anonymousApi = () => apiClient({ url: BASE_URL });

/**
 * An API client signed in as a demo user through the Bearer token, for arranging test data
 * (enable 2FA, read the outbox, encrypt a value) without clicking through screens.
 */
export async function apiAs(who: DemoUser | { username: string; password: string }) {
  const client = apiClient({ url: BASE_URL });
  const creds = typeof who === "string" ? DEMO[who] : who;
  const token = await client.login(creds.username, creds.password);
  const auth = { token };
  return {
    token,
    get: <T = unknown>(path: string) => client.get<T>(path, auth),
    postJson: <T = unknown>(path: string, json: unknown) => client.postJson<T>(path, json, auth),
    postForm: <T = unknown>(path: string, fields: Record<string, string>) =>
      client.postForm<T>(path, fields, auth),
  };
}

interface OutboxItem {
  id: number;
  to: string;
  subject: string;
}

/**
 * Waits for the newest outbox message to `address` created after `afterId` and returns its text.
 * Read through the dev mailbox (GET /api/dev-tools/outbox) as the admin.
 */
export async function waitForMail(address: string, afterId = 0, timeoutMs = 10_000) {
  const admin = await apiAs("admin");
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const page = await admin.get<{ items: OutboxItem[] }>("/api/dev-tools/outbox?pageSize=50");
    const hit = page.body.value?.items.find(
      (m) => m.to.toLowerCase() === address.toLowerCase() && m.id > afterId,
    );
    if (hit) {
      const full = await admin.get<OutboxItem & { text: string }>(`/api/dev-tools/outbox/${hit.id}`);
      return full.body.value;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** The id of the newest outbox message (0 when empty): mails after it are new. */
export async function lastMailId(): Promise<number> {
  const admin = await apiAs("admin");
  const page = await admin.get<{ items: OutboxItem[] }>("/api/dev-tools/outbox?pageSize=1");
  return page.body.value?.items[0]?.id ?? 0;
}

/** The first http(s) link in a mail text. */
export function linkIn(text: string): string {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in mail: ${text.slice(0, 200)}`);
  return m[0];
}
