import { describe, expect, it } from "vitest";
import { DELETE_RIGHTS, type DeletableKind } from "../../server/contracts/delete-rights";
import type { RightCode } from "../../server/contracts/rights";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

const KINDS = Object.keys(DELETE_RIGHTS) as DeletableKind[];
const RIGHTS_USED = [...new Set(Object.values(DELETE_RIGHTS))] as RightCode[];

/**
 * GET /api/delete-allowed/{data} answers for every kind of server/contracts/delete-rights.ts
 * (decision 012): one staff user per right the table uses, holding only that right, is allowed
 * exactly the kinds mapped to it and refused every other; a user with no right is refused all.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const holders = new Map<RightCode, string>();
  for (const right of RIGHTS_USED) holders.set(right, await staffWithRights(server, [right]));
  const nobody = await staffWithRights(server, []);
  return { server, api, holders, nobody };
});

const ask = (kind: string, token?: string) =>
  w.api.get(`/api/delete-allowed/${encodeURIComponent(kind)}`, token ? { token } : {});

describe("delete-allowed for every kind", () => {
  it("is true with the kind's right and false with any other single right", async () => {
    const wrong: string[] = [];
    for (const [right, token] of w.holders) {
      for (const kind of KINDS) {
        const answer = await ask(kind, token);
        const expected = DELETE_RIGHTS[kind] === right;
        if (answer.status !== 200 || answer.body.succeeded !== expected || answer.body.value !== expected)
          wrong.push(`${kind} with ${right}: ${answer.status} ${JSON.stringify(answer.body.value)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is false for every kind without any right, with the refusal's sentence", async () => {
    for (const kind of KINDS) {
      const answer = await ask(kind, w.nobody);
      expect(answer.status, kind).toBe(200);
      expect(answer.body, kind).toMatchObject({
        succeeded: false,
        value: false,
        errors: ["You don't have permission to delete this."],
      });
    }
  });

  it("answers 400 for a kind the table lacks, 401 without a sign-in", async () => {
    const token = w.holders.get(RIGHTS_USED[0] as RightCode) ?? w.nobody;
    for (const kind of [
      "spaceship",
      "Job",
      "JOB",
      "constructor",
      "__proto__",
      "toString",
      "job ",
      "hasOwnProperty",
    ]) {
      const answer = await ask(kind, token);
      expect(answer.status, kind).toBe(400);
      expect(answer.body.succeeded, kind).toBe(false);
      expect(answer.body.errors.join(" "), kind).toContain("Unknown kind of record.");
    }
    expect((await ask(KINDS[0] as string)).status).toBe(401);
  });
});
