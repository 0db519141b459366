import { describe, expect, it } from "vitest";
import { childLogger, currentRequestId, inRequestScope, type Logger, outsideRequestScope } from "./logger";

describe("child logger", () => {
  it("adds its bound fields to every line; a line's own field wins", () => {
    const seen: [string, string, Record<string, unknown> | undefined][] = [];
    const keep = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
      seen.push([level, msg, fields]);
    };
    const base: Logger = {
      debug: keep("debug"),
      info: keep("info"),
      warn: keep("warn"),
      error: keep("error"),
    };
    const log = childLogger(base, { requestId: "r1", jobId: "j1" });
    log.info("done", { sent: 2 });
    log.warn("failed", { jobId: "own" });
    expect(seen).toEqual([
      ["info", "done", { requestId: "r1", jobId: "j1", sent: 2 }],
      ["warn", "failed", { requestId: "r1", jobId: "own" }],
    ]);
  });
});

describe("request scope", () => {
  it("answers the request's id inside it, across awaits, and nothing outside", async () => {
    expect(currentRequestId()).toBeUndefined();
    const inside = await inRequestScope("abc", async () => {
      await new Promise((r) => setTimeout(r, 1));
      return [currentRequestId(), outsideRequestScope(() => currentRequestId())];
    });
    expect(inside).toEqual(["abc", undefined]);
    expect(currentRequestId()).toBeUndefined();
  });
});
