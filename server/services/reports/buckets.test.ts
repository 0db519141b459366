import { describe, expect, it } from "vitest";
import { addMonths, bucketStart, bucketsBetween, nextBucket } from "./buckets";

describe("report buckets", () => {
  it("steps months, clamping the day to the month's end", () => {
    expect(addMonths("2026-08-31", -6)).toBe("2026-02-28");
    expect(addMonths("2026-11-28", -6)).toBe("2026-05-28");
    expect(addMonths("2026-01-15", 13)).toBe("2027-02-15");
  });
  it("starts weeks on Monday and lists every bucket of a period", () => {
    expect(bucketStart("2026-11-29", "week")).toBe("2026-11-23");
    expect(bucketStart("2026-11-23", "week")).toBe("2026-11-23");
    expect(nextBucket("2026-12-01", "month")).toBe("2027-01-01");
    expect(bucketsBetween("2026-10-15", "2027-01-02", "month")).toEqual([
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
    ]);
    expect(bucketsBetween("2026-11-01", "2026-11-03", "day")).toHaveLength(3);
  });
});
