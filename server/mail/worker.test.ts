import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelayMs } from "./worker";

describe("outbox retry backoff", () => {
  it("doubles from 30 s and stays under 5 minutes before giving up", () => {
    const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
});
