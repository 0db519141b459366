import { describe, expect, it } from "vitest";
import { MemoryLimiter } from "./rate-limit";

describe("an attempt limiter in memory (one process)", () => {
  it("lets the limit's attempts through, blocks past it, and opens a new window after it ends", async () => {
    let now = 1_000;
    const limiter = new MemoryLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) expect(await limiter.hit("k")).toBe(true);
    expect(await limiter.isBlocked("k")).toBe(true);
    expect(await limiter.hit("k")).toBe(false);
    expect(await limiter.isBlocked("other")).toBe(false);
    now += 60_000;
    expect(await limiter.isBlocked("k")).toBe(false);
    expect(await limiter.hit("k")).toBe(true);
  });

  it("forgets a key on reset (a right password ends the failures' count)", async () => {
    const limiter = new MemoryLimiter(2, 60_000, () => 0);
    await limiter.hit("k");
    await limiter.hit("k");
    expect(await limiter.isBlocked("k")).toBe(true);
    await limiter.reset("k");
    expect(await limiter.isBlocked("k")).toBe(false);
  });
});
