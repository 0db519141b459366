import { describe, expect, it } from "vitest";
import { Throttle } from "./throttle";

describe("Throttle", () => {
  it("spaces sends 1/rate apart", async () => {
    const throttle = new Throttle(50);
    const started = Date.now();
    for (let i = 0; i < 11; i++) await throttle.take();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(600);
  });

  it("lets the first send through at once", async () => {
    const started = Date.now();
    await new Throttle(1).take();
    expect(Date.now() - started).toBeLessThan(20);
  });
});
