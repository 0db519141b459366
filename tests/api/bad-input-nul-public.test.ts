import { describe, it } from "vitest";
import { badInputWorld, expectNulRefused } from "./bad-input-helpers";

/** A NUL character in a path, query or body is a 400 before any route runs (no SQL error). */
const w = badInputWorld();

describe("NUL characters in sign-in, places and 2FA status", () => {
  it("user-login with a NUL in the username", async () => {
    expectNulRefused(await w.api.postJson("/api/user-login", { username: "a\u0000b", password: "x" }));
  });

  it("respondent-getsuburb/a%00b", async () => {
    expectNulRefused(await w.api.get("/api/respondent-getsuburb/a%00b"));
  });

  it("user-2fa-Status/%00, signed in and not", async () => {
    expectNulRefused(await w.api.get("/api/user-2fa-Status/%00"));
    expectNulRefused(await w.api.get("/api/user-2fa-Status/%00", { token: w.admin }));
  });

  it("a NUL in the query string", async () => {
    expectNulRefused(await w.api.get("/api/respondent-revert-change?encodedData=a%00b"));
  });

  it("contact-us with a NUL in the subject, as a form field and inside json", async () => {
    const fields = { subject: "Hi\u0000", message: "Hello", role: "Respondent" };
    expectNulRefused(await w.api.postForm("/api/contact-us", fields, { token: w.respondent }));
    expectNulRefused(await w.api.postJson("/api/contact-us", fields, { token: w.respondent }));
  });
});
