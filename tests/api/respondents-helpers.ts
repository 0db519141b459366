import { expect } from "vitest";
import { signToken } from "../../server/auth/tokens";
import { outboxMessageSchema, outboxPageSchema } from "../../server/contracts/dev-tools";
import type { Role } from "../../server/contracts/rights";
import type { Answer, apiClient } from "../helpers/client";
import type { TestServer } from "../helpers/server";

type Api = ReturnType<typeof apiClient>;

/**
 * A valid token for any subject (the server trusts its own signature). Used for panel members
 * seeded without an account, and for a staff user holding no rights at all.
 */
export async function tokenFor(server: TestServer, role: Role, id: number, name = `${role} ${id}`) {
  const { token } = await signToken(server.deps.env.jwtSecret, { role, id, name, accountId: 0 }, 3600);
  return token;
}

/** Every message in the dev mailbox to one address, newest first, with its text. */
export async function mailTo(api: Api, adminToken: string, to: string) {
  const page = await api.get("/api/dev-tools/outbox?page=1&pageSize=100", {
    token: adminToken,
    answer: outboxPageSchema,
  });
  const mails = page.body.value.items.filter((m) => m.to === to);
  return Promise.all(
    mails.map(async (m) => {
      const full = await api.get(`/api/dev-tools/outbox/${m.id}`, {
        token: adminToken,
        answer: outboxMessageSchema,
      });
      return { ...m, text: full.body.value.text };
    }),
  );
}

export const BANK_KEYS = ["financeAccountName", "financeBsb", "financeAccountNumber"];

/** Fails when any bank field (or a value given) shows anywhere in an answer. */
export function expectNoBankDetails(answer: Answer, ...values: string[]) {
  const text = JSON.stringify(answer.body);
  for (const key of BANK_KEYS) expect(text).not.toContain(`"${key}"`);
  for (const value of values) expect(text).not.toContain(value);
}

export function expectForbidden(answer: Answer) {
  expect(answer.status).toBe(403);
  expect(answer.body.succeeded).toBe(false);
}
