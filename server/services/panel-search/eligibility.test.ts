import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client";
import { DEFAULT_THRESHOLDS, type EligibilityFacts } from "../../db/repo/panel-search/eligibility-sql";
import { blockedBy, eligibilityOf } from "./eligibility";

// The grouped query is replaced by one that answers clean facts and records each batch it was asked.
const batches = vi.hoisted(() => [] as number[][]);
vi.mock("../../db/repo/panel-search/eligibility-sql", async (real) => ({
  ...(await real<object>()),
  eligibilityFacts: async (_db: unknown, ids: number[]): Promise<EligibilityFacts[]> => {
    batches.push(ids);
    return ids.map((id) => ({
      id,
      optedOut: id === 7,
      noShowCount: id === 8 ? 1 : 0,
      lastTookPart: null,
      unresponsive: 0,
      sameCategoryAt: null,
      competingClientAt: null,
    }));
  },
}));

const context = {
  now: new Date("2026-11-28T12:00:00Z"),
  zone: "UTC",
  thresholds: DEFAULT_THRESHOLDS,
  job: null,
};

describe("eligibilityOf", () => {
  it("asks the grouped query in batches of at most 2000 ids, never an empty batch", async () => {
    batches.length = 0;
    const ids = Array.from({ length: 4000 }, (_, i) => i + 1);
    const labels = await eligibilityOf({} as Db, [...ids, 1, 2], { context });
    expect(batches.map((b) => b.length)).toEqual([2000, 2000]);
    expect(batches.flat()).toEqual(ids);
    expect(labels.size).toBe(4000);
    expect(labels.get(7)?.map((l) => l.code)).toEqual(["optedOut"]);
  });

  it("asks nothing for no ids", async () => {
    batches.length = 0;
    expect((await eligibilityOf({} as Db, [], { context })).size).toBe(0);
    expect(batches).toEqual([]);
  });
});

describe("blockedBy", () => {
  it("names only the labels that block, in order", async () => {
    const labels = await eligibilityOf({} as Db, [7, 8], { context });
    const all = [...(labels.get(8) ?? []), ...(labels.get(7) ?? [])];
    expect(all.map((l) => l.code)).toEqual(["noShows", "optedOut"]);
    expect(blockedBy(all)).toEqual(["optedOut"]);
    expect(blockedBy([])).toEqual([]);
  });
});
