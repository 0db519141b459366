import { describe, expect, it } from "vitest";
import { spanText } from "./conflicts";

const SYD = "Australia/Sydney";
const at = (iso: string) => new Date(iso);

describe("spanText", () => {
  it("reads a span within a day, across midnight, and whole agency days", () => {
    expect(
      spanText({ startsAt: at("2026-12-03T09:00:00+11:00"), endsAt: at("2026-12-03T17:00:00+11:00") }, SYD),
    ).toBe("03/12/2026 09:00–17:00");
    expect(
      spanText({ startsAt: at("2026-12-03T22:00:00+11:00"), endsAt: at("2026-12-04T02:00:00+11:00") }, SYD),
    ).toBe("03/12/2026 22:00–04/12/2026 02:00");
    expect(
      spanText({ startsAt: at("2026-12-03T00:00:00+11:00"), endsAt: at("2026-12-04T00:00:00+11:00") }, SYD),
    ).toBe("03/12/2026");
    // Over the change to daylight saving (Sunday 4 October 2026): still whole days.
    expect(
      spanText({ startsAt: at("2026-10-02T00:00:00+10:00"), endsAt: at("2026-10-07T00:00:00+11:00") }, SYD),
    ).toBe("02/10/2026–06/10/2026");
  });
});
