import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Throttle } from "./throttle";

// Fake timers: the spacing is checked exactly, not against a wall clock on a busy machine.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Throttle", () => {
  it("spaces sends 1/rate apart", async () => {
    const throttle = new Throttle(50);
    const started = Date.now();
    const sentAt: number[] = [];
    for (let i = 0; i < 11; i++) void throttle.take().then(() => sentAt.push(Date.now() - started));
    await vi.runAllTimersAsync();
    expect(sentAt).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200]);
  });

  it("lets the first send through at once and holds the next for the gap", async () => {
    const throttle = new Throttle(1);
    let sent = 0;
    void throttle.take().then(() => sent++);
    void throttle.take().then(() => sent++);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toBe(2);
  });
});
