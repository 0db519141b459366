import { beforeEach, describe, expect, it } from "vitest";
import type { BulkOperation } from "../../server/contracts/admin/bulk-data";
import * as calls from "../../server/contracts/admin/bulk-data-calls";
import type { Call } from "../../server/contracts/call";
import { EMPTY_DRAFT } from "../../src/features/admin/bulk-data/model/bulk-draft";
import { bulkScreen } from "../../src/features/admin/bulk-data/state/bulk-screen";
import { fakeArea, fakeContext, ok, refused } from "../core/fake-context";
import { availability } from "../core/registry";
import type { CommandContext } from "../core/types";
import { previewBulkChange, runBulkChange, undoBulkChange } from "./bulk-data";

const PAGE = { path: "/admin/bulkdata", title: "Bulk Data", pattern: "/admin/bulkdata", params: {} };
const user = { id: "1", name: "A", rights: new Set(["CFG"]), flags: {} };
const op = (over: Partial<BulkOperation> = {}): BulkOperation => ({
  id: 7,
  kind: "archive-jobs",
  description: "Archive jobs closed before 01/01/1992",
  status: "queued",
  total: 2,
  changed: 0,
  restored: 0,
  skipped: 0,
  error: null,
  createdBy: "admin",
  createdAt: "2026-11-29T00:00:00.000Z",
  finishedAt: null,
  undoUntil: null,
  undoneBy: null,
  undoneAt: null,
  canUndo: false,
  ...over,
});

function setup(answers: Map<Call, unknown>, confirm: CommandContext["confirm"] = async () => true) {
  return fakeContext({
    focused: PAGE,
    user,
    confirm,
    answers: answers as never,
    areas: { bulkData: fakeArea<"bulkData">({ calls }) },
  });
}

beforeEach(() => {
  bulkScreen.setDraft({ ...EMPTY_DRAFT, kind: "archive-jobs", closedBefore: "1992-01-01" });
  bulkScreen.select(null);
  bulkScreen.follow(null);
});

describe("bulk data commands", () => {
  it("previews what the form says and keeps the count Run confirms", async () => {
    const t = setup(
      new Map([
        [calls.bulkPreview, ok({ description: "Archive jobs closed before 01/01/1992", total: 2, rows: [] })],
      ]),
    );
    expect(availability(runBulkChange, t.ctx)).toMatchObject({ reason: "Preview the change first." });
    await previewBulkChange.run(t.ctx, undefined);
    expect(
      t.calls.some((c) => c.includes('"operation":{"kind":"archive-jobs","closedBefore":"1992-01-01"}')),
    ).toBe(true);
    expect(bulkScreen.preview()).toMatchObject({ total: 2 });
    expect(availability(runBulkChange, t.ctx).state).toBe("enabled");
    // Changing the form makes the preview stale.
    bulkScreen.setDraft({ closedBefore: "1993-01-01" });
    expect(bulkScreen.preview()).toBeNull();
  });

  it("says what is missing instead of calling the server", async () => {
    bulkScreen.setDraft({ closedBefore: "" });
    const t = setup(new Map());
    await previewBulkChange.run(t.ctx, undefined);
    expect(
      t.calls.some((c) => c.startsWith('toast.error ["Nothing to preview","Enter the day as DD/MM/YYYY."')),
    ).toBe(true);
    expect(t.calls.some((c) => c.includes("bulk-preview"))).toBe(false);
  });

  it("runs after confirming the count and follows the operation; cancel runs nothing", async () => {
    bulkScreen.showPreview({
      operation: { kind: "archive-jobs", closedBefore: "1992-01-01" },
      total: 2,
      description: "Archive jobs closed before 01/01/1992",
    });
    const cancelled = setup(new Map(), async () => false);
    await runBulkChange.run(cancelled.ctx, undefined);
    expect(cancelled.calls.some((c) => c.includes("bulk-run"))).toBe(false);
    const t = setup(new Map([[calls.bulkRun, ok(op())]]));
    await runBulkChange.run(t.ctx, undefined);
    expect(t.calls.some((c) => c.includes('"confirmedTotal":2'))).toBe(true);
    expect(bulkScreen.following()).toBe(7);
    expect(bulkScreen.preview()).toBeNull();
  });

  it("shows the server's refusal when the count moved", async () => {
    bulkScreen.showPreview({
      operation: { kind: "deactivate-members", months: 12 },
      total: 3,
      description: "x",
    });
    const t = setup(new Map([[calls.bulkRun, refused("The count changed from 3 to 4 since the preview.")]]));
    await runBulkChange.run(t.ctx, undefined);
    expect(t.calls.some((c) => c.includes("The count changed from 3 to 4"))).toBe(true);
    expect(bulkScreen.following()).toBeNull();
  });

  it("undoes the selected change only inside its window", async () => {
    const t = setup(new Map([[calls.bulkUndo, ok(op({ status: "undoing" }))]]));
    expect(availability(undoBulkChange, t.ctx)).toMatchObject({
      reason: "Select a change in the history first.",
    });
    bulkScreen.select(op({ status: "done", canUndo: false }));
    expect(availability(undoBulkChange, t.ctx)).toMatchObject({
      reason: "This change can no longer be undone.",
    });
    bulkScreen.select(op({ status: "done", canUndo: true, changed: 2 }));
    expect(availability(undoBulkChange, t.ctx).state).toBe("enabled");
    await undoBulkChange.run(t.ctx, undefined);
    expect(t.calls.some((c) => c.includes("bulk-undo") && c.includes(`"id":7`))).toBe(true);
    expect(bulkScreen.following()).toBe(7);
  });
});
