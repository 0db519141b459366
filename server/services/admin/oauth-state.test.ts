import { describe, expect, it } from "vitest";
import { readState, STATE_LIFE_SECONDS, signState } from "./oauth-state";

const secret = new TextEncoder().encode("a-test-secret-that-is-long-enough-1234");
const now = new Date("2026-11-28T01:00:00Z");

describe("OAuth state", () => {
  it("reads back what it signed while it lives", () => {
    const state = signState(secret, { jobId: 7, staffId: 3 }, now);
    const read = readState(secret, state, new Date(now.getTime() + (STATE_LIFE_SECONDS - 1) * 1000));
    expect(read).toMatchObject({ ok: true, payload: { jobId: 7, staffId: 3 } });
  });
  it("gives each state its own nonce", () => {
    const a = readState(secret, signState(secret, { jobId: 1, staffId: 1 }, now), now);
    const b = readState(secret, signState(secret, { jobId: 1, staffId: 1 }, now), now);
    expect(a.ok && b.ok && a.payload.nonce !== b.payload.nonce).toBe(true);
  });
  it("refuses it after five minutes", () => {
    const state = signState(secret, { jobId: 7, staffId: 3 }, now);
    const later = new Date(now.getTime() + STATE_LIFE_SECONDS * 1000);
    expect(readState(secret, state, later)).toEqual({ ok: false, reason: "expired" });
  });
  it("refuses a changed body, another secret and garbage", () => {
    const state = signState(secret, { jobId: 7, staffId: 3 }, now);
    const [, sig] = state.split(".");
    const forged = Buffer.from(JSON.stringify({ jobId: 8, staffId: 3, nonce: "x", exp: 9e9 })).toString(
      "base64url",
    );
    expect(readState(secret, `${forged}.${sig}`, now).ok).toBe(false);
    const other = new TextEncoder().encode("another-secret-that-is-long-enough-5678");
    expect(readState(other, state, now).ok).toBe(false);
    for (const junk of ["", "abc", "a.b.c", `${state}x`]) expect(readState(secret, junk, now).ok).toBe(false);
  });
});
