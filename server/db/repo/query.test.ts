import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pagePlan } from "./query";

describe("pagePlan", () => {
  it("reads near pages forward and far pages backward, covering exactly the asked rows", () => {
    expect(pagePlan(0, 50, 100_000)).toEqual({ offset: 0, limit: 50, reversed: false });
    expect(pagePlan(90_000, 50, 100_000)).toEqual({ offset: 9_950, limit: 50, reversed: true });
    expect(pagePlan(99_990, 50, 100_000)).toEqual({ offset: 0, limit: 10, reversed: true });
    expect(pagePlan(200, 50, 100)).toEqual({ offset: 200, limit: 0, reversed: false });
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 500 }),
        fc.nat(10_000),
        (start, length, filtered) => {
          const plan = pagePlan(start, length, filtered);
          const expected = Math.max(0, Math.min(start + length, filtered) - start);
          expect(plan.limit).toBe(start >= filtered ? 0 : expected);
          if (plan.limit === 0) return;
          // The rows read, mapped back to forward positions, are exactly [start, start + limit).
          const first = plan.reversed ? filtered - plan.offset - plan.limit : plan.offset;
          expect(first).toBe(start);
          expect(plan.offset).toBeLessThanOrEqual(filtered / 2 + length);
        },
      ),
    );
  });
});
