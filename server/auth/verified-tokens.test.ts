import { describe, expect, it } from "vitest";
import type { Actor } from "./tokens";
import { VerifiedTokenCache } from "./verified-tokens";

const actor = (exp: number): Actor => ({ role: "Staff", id: 1, name: "A", jti: "j", exp, accountId: 1 });

describe("VerifiedTokenCache", () => {
  it("returns a cached actor until its token expires", () => {
    const cache = new VerifiedTokenCache();
    cache.set("t", actor(100));
    expect(cache.get("t", 99)?.id).toBe(1);
    expect(cache.get("t", 100)).toBeUndefined();
    expect(cache.get("t", 50)).toBeUndefined();
  });

  it("evicts the oldest entry when full", () => {
    const cache = new VerifiedTokenCache(2);
    cache.set("a", actor(100));
    cache.set("b", actor(100));
    cache.set("c", actor(100));
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("b", 1)).toBeDefined();
    expect(cache.get("c", 1)).toBeDefined();
  });
});
