import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, operationOf, progressOf } from "./bulk-draft";

describe("bulk draft", () => {
  it("sends only the chosen kind's fields, and says what is missing", () => {
    expect(operationOf(EMPTY_DRAFT)).toEqual({ error: "Choose a saved query." });
    expect(operationOf({ ...EMPTY_DRAFT, queryId: "4" })).toEqual({ error: "Choose the new contact time." });
    expect(operationOf({ ...EMPTY_DRAFT, queryId: "4", value: "Evening" })).toEqual({
      operation: { kind: "set-field", queryId: 4, field: "contactTime", value: "Evening" },
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: "deactivate-members", months: "0" })).toEqual({
      error: "Months must be 1 to 240.",
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: "deactivate-members", months: "1.5" })).toEqual({
      error: "Months must be 1 to 240.",
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: "deactivate-members", months: "18" })).toEqual({
      operation: { kind: "deactivate-members", months: 18 },
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: "archive-jobs", closedBefore: "" })).toEqual({
      error: "Enter the day as DD/MM/YYYY.",
    });
    expect(operationOf({ ...EMPTY_DRAFT, kind: "archive-jobs", closedBefore: "2025-01-01" })).toEqual({
      operation: { kind: "archive-jobs", closedBefore: "2025-01-01" },
    });
  });

  it("measures progress of the run, then of the undo", () => {
    const base = { total: 200, changed: 50, restored: 0, skipped: 0 };
    expect(progressOf({ ...base, status: "running" })).toBe(25);
    expect(progressOf({ ...base, status: "queued", changed: 0 })).toBe(0);
    expect(progressOf({ ...base, status: "done" })).toBe(100);
    expect(progressOf({ ...base, status: "undoing", restored: 20, skipped: 5 })).toBe(50);
    expect(progressOf({ ...base, status: "running", total: 0 })).toBe(0);
  });
});
