import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { operationOf } from "../../src/features/admin/bulk-data/model/bulk-draft";
import { bulkScreen } from "../../src/features/admin/bulk-data/state/bulk-screen";
import { type CommandContext, defineCommand } from "../core/types";

/**
 * Bulk data (decision 281): preview what the form says, run it after confirming the count, undo a
 * change of the history. All on the bulk data page, under ConfigurationAdmin.
 */
const onPage = {
  category: "Bulk data",
  rights: [RIGHTS.ConfigurationAdmin],
  scope: [ROUTES.adminBulkdata],
  when: (ctx: CommandContext) => ctx.focused?.pattern === ROUTES.adminBulkdata,
};

const plural = (n: number) => (n === 1 ? "1 row" : `${n.toLocaleString()} rows`);

export const previewBulkChange = defineCommand({
  ...onPage,
  id: "bulkData.preview",
  title: "Preview bulk change",
  keywords: ["count", "bulk", "mass update", "dry run"],
  run: async (ctx) => {
    const asked = operationOf(bulkScreen.draft());
    if ("error" in asked) return ctx.toast.error("Nothing to preview", asked.error);
    const { calls } = await ctx.areas.bulkData();
    const answer = await ctx.call(calls.bulkPreview, { operation: asked.operation, start: 0, length: 1 });
    if (!answer.succeeded) return ctx.toast.error("Preview failed", answer.errors.join(" "));
    bulkScreen.showPreview({
      operation: asked.operation,
      total: answer.value.total,
      description: answer.value.description,
    });
  },
});

export const runBulkChange = defineCommand({
  ...onPage,
  id: "bulkData.run",
  title: "Run bulk change",
  keywords: ["apply", "execute", "bulk", "mass update"],
  enabled: () => {
    const shown = bulkScreen.preview();
    if (!shown) return "Preview the change first.";
    return shown.total > 0 ? true : "The preview found no row to change.";
  },
  run: async (ctx) => {
    const shown = bulkScreen.preview();
    if (!shown || shown.total === 0) return;
    const sure = await ctx.confirm(
      `${shown.description}: ${plural(shown.total)} will change. It runs in the background and can be undone for 24 hours.`,
      `Change ${plural(shown.total)}?`,
      { confirmLabel: `Change ${plural(shown.total)}`, cancelLabel: "Cancel", destructive: true },
    );
    if (!sure) return;
    const { calls } = await ctx.areas.bulkData();
    const answer = await ctx.call(calls.bulkRun, { operation: shown.operation, confirmedTotal: shown.total });
    if (!answer.succeeded) {
      bulkScreen.clearPreview();
      return ctx.toast.error("Bulk change not run", answer.errors.join(" "));
    }
    bulkScreen.clearPreview();
    bulkScreen.follow(answer.value.id);
    ctx.toast.success("Bulk change queued.", answer.value.description);
  },
});

export const undoBulkChange = defineCommand({
  ...onPage,
  id: "bulkData.undo",
  title: "Undo bulk change",
  keywords: ["revert", "restore", "bulk"],
  enabled: () => {
    const row = bulkScreen.selected();
    if (!row) return "Select a change in the history first.";
    return row.canUndo ? true : "This change can no longer be undone.";
  },
  run: async (ctx) => {
    const row = bulkScreen.selected();
    if (!row) return;
    const sure = await ctx.confirm(
      `${row.description}: the ${plural(row.changed)} it changed get their old values back, except rows changed since.`,
      "Undo bulk change?",
      { confirmLabel: "Undo change", cancelLabel: "Keep change" },
    );
    if (!sure) return;
    const { calls } = await ctx.areas.bulkData();
    const answer = await ctx.call(calls.bulkUndo, { id: row.id });
    if (!answer.succeeded) return ctx.toast.error("Not undone", answer.errors.join(" "));
    bulkScreen.follow(answer.value.id);
    ctx.toast.success("Undo queued.", answer.value.description);
  },
});
