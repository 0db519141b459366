import { describe, expect, it } from "vitest";
import { auditFiltersOf, auditPathWith } from "./audit-url";

describe("login audit address", () => {
  it("reads known filters and drops unknown values", () => {
    expect(
      auditFiltersOf(
        "/loginaudit?user=%20Ann%20&outcome=bad-credentials&signal=odd&from=2026-01-02&to=x&accountId=7",
      ),
    ).toEqual({ user: "Ann", outcome: "bad-credentials", from: "2026-01-02", accountId: 7 });
  });

  it("writes filters in a stable order without empty values, and round-trips", () => {
    const path = auditPathWith("/loginaudit?old=1", { signal: "burst", user: "ann", ip: "" });
    expect(path).toBe("/loginaudit?user=ann&signal=burst");
    expect(auditFiltersOf(path)).toEqual({ user: "ann", signal: "burst" });
    expect(auditPathWith("/loginaudit", {})).toBe("/loginaudit");
  });
});
