import { afterEach, describe, expect, it } from "vitest";
import { decodeClaims, readAuthToken } from "./auth-token";
import { cookies } from "./cookies";

const b64 = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
/** The readable cookie holds header.claims only (the signature is HttpOnly elsewhere). */
const readable = (claims: unknown) => `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}`;
const future = Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  cookies.remove("auth_token");
});

describe("auth token claims (product §3)", () => {
  it("reads exp, actort, unique_name and primarysid", () => {
    const token = readable({ exp: future, actort: "Client", unique_name: "Casey Client", primarysid: "12" });
    expect(decodeClaims(token)).toEqual({ exp: future, role: "Client", name: "Casey Client", id: "12" });
  });

  it("accepts the role under actor too, and rejects unknown roles and garbage", () => {
    expect(
      decodeClaims(readable({ exp: future, actor: "Staff", unique_name: "A", primarysid: 1 }))?.role,
    ).toBe("Staff");
    expect(decodeClaims(readable({ exp: future, actort: "Admin" }))).toBeNull();
    expect(decodeClaims("not-a-token")).toBeNull();
  });

  it("treats a missing or expired cookie as signed out", () => {
    expect(readAuthToken()).toBeNull();
    cookies.set(
      "auth_token",
      readable({ exp: future, actort: "Respondent", unique_name: "R", primarysid: "3" }),
    );
    expect(readAuthToken()?.id).toBe("3");
    expect(readAuthToken((future + 1) * 1000)).toBeNull();
  });
});
