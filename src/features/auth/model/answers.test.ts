import { describe, expect, it } from "vitest";
import { loginAnswerSchema, signedInSchema } from "../../../../server/contracts/auth";
import { isLoginAnswer, isSignedIn } from "./answers";

const samples: unknown[] = [
  { token: "a.b.c", role: "Staff", name: "Ann", id: 1 },
  { token: "a.b.c", role: "Boss", name: "Ann", id: 1 },
  { token: "a.b.c", role: "Client", name: "Ann", id: "1" },
  { twoFactorRequired: true, ticket: "t" },
  { twoFactorRequired: false, ticket: "t" },
  { twoFactorRequired: true },
  null,
  "token",
  {},
];

// The hand checks must agree with the zod contracts they stand in for.
describe("sign-in answer checks", () => {
  it.each(samples.map((s) => [JSON.stringify(s), s]))("agree with the contracts for %s", (_, sample) => {
    expect(isSignedIn(sample)).toBe(signedInSchema.safeParse(sample).success);
    expect(isLoginAnswer(sample)).toBe(loginAnswerSchema.safeParse(sample).success);
  });
});
