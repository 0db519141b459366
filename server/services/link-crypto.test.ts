import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decryptText, encryptText } from "./link-crypto";

const secret = new TextEncoder().encode("unit-test-secret-unit-test-secret-123456");
const other = new TextEncoder().encode("another-secret-another-secret-another-12");

describe("link encryption", () => {
  it("round-trips any text and yields URL-safe output", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const value = encryptText(secret, text);
        expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decryptText(secret, value)).toBe(text);
      }),
    );
  });

  it("refuses altered values, other secrets and garbage", () => {
    const value = encryptText(secret, "12345");
    const flipped = Buffer.from(value, "base64url");
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    expect(decryptText(secret, flipped.toString("base64url"))).toBeNull();
    expect(decryptText(other, value)).toBeNull();
    expect(decryptText(secret, "short")).toBeNull();
    expect(decryptText(secret, "")).toBeNull();
  });

  it("gives a different value each time for the same text", () => {
    expect(encryptText(secret, "7")).not.toBe(encryptText(secret, "7"));
  });
});
