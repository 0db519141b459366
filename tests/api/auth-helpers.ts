import { expect } from "vitest";
import { outboxMessageSchema, outboxPageSchema } from "../../server/contracts/dev-tools";
import type { Answer, apiClient } from "../helpers/client";
import type { TestServer } from "../helpers/server";

/** Cookies from Set-Cookie headers as name → {value, attributes (lower case)}. */
export function parseSetCookies(headers: Headers) {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of headers.getSetCookie()) {
    const [pair = "", ...attrs] = line.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at).trim(), {
      value: pair.slice(at + 1),
      attributes: attrs.join(";").toLowerCase(),
    });
  }
  return cookies;
}

/** A Cookie request header made of the given Set-Cookie answer (what a browser would send back). */
export function cookieHeader(headers: Headers): string {
  return [...parseSetCookies(headers)]
    .filter(([, c]) => c.value !== "")
    .map(([name, c]) => `${name}=${c.value}`)
    .join("; ");
}

/** Sends a raw request (for cookie and header checks the api client does not cover). */
export async function raw(server: TestServer, method: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, { method, ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A 400 envelope whose errors mention each of the given words. */
export function expectBadRequest(answer: Answer, ...mentions: string[]) {
  expect(answer.status).toBe(400);
  expect(answer.body.succeeded).toBe(false);
  expect(answer.body.errors.length).toBeGreaterThan(0);
  const text = answer.body.errors.join(" ");
  for (const word of mentions) expect(text).toContain(word);
}

/** Reads the newest set-password link for an address from the dev mailbox (as an admin). */
export async function latestLink(
  api: Pick<ReturnType<typeof apiClient>, "get">,
  adminToken: string,
  to: string,
) {
  const page = await api.get("/api/dev-tools/outbox?page=1&pageSize=50", {
    token: adminToken,
    answer: outboxPageSchema,
  });
  const mail = page.body.value.items.find((m) => m.to === to);
  if (!mail) return undefined;
  const message = await api.get(`/api/dev-tools/outbox/${mail.id}`, {
    token: adminToken,
    answer: outboxMessageSchema,
  });
  const match = /\/setpassword\/([A-Za-z0-9_-]+)\/(Staff|Client|Respondent)/.exec(message.body.value.text);
  return match
    ? { mailId: mail.id, token: match[1] as string, role: match[2] as string, text: message.body.value.text }
    : undefined;
}
