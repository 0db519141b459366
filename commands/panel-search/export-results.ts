import { EXPORT_TOTAL_HEADER } from "../../server/contracts/query-constants";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { type CommandContext, defineCommand } from "../core/types";
import { focusedSearch, runnable, SEARCH_SCREENS } from "./search-context";

const DENIED = "You do not have the right to export panel members.";

async function exportResults(ctx: CommandContext, raw: boolean) {
  const s = focusedSearch(ctx);
  if (!s || runnable(s) !== true) return;
  if (!ctx.user.rights.has(RIGHTS.ExportRespondents)) return ctx.toast.alert("Access Denied!", DENIED);
  const { exportRequest } = await ctx.areas.panelSearch();
  const { downloadExport } = await ctx.areas.exports();
  const outcome = await downloadExport({
    ...exportRequest(s, raw),
    totalHeader: EXPORT_TOTAL_HEADER,
    tag: `search-${s.entity}`,
    deniedMessage: DENIED,
  });
  if (outcome.ok)
    return ctx.toast.success(
      "Export ready",
      `${outcome.rows.toLocaleString("en-AU")} rows saved as ${outcome.fileName}.`,
    );
  if (outcome.denied) return ctx.toast.alert("Access Denied!", DENIED);
  ctx.toast.error("Error!", outcome.message);
}

/** Every result with the grid's chosen columns, as .xlsx with a progress bar. */
export const exportVisibleColumns = defineCommand({
  id: "panelSearch.export",
  title: "Export results (visible columns) to Excel",
  category: "Panel search",
  keywords: ["xlsx", "download"],
  key: "Alt+Shift+E",
  scope: SEARCH_SCREENS,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: (ctx) => exportResults(ctx, false),
});

/** Every result with every field (raw data), as .xlsx. */
export const exportRawData = defineCommand({
  id: "panelSearch.exportRaw",
  title: "Export results (raw data) to Excel",
  category: "Panel search",
  keywords: ["xlsx", "download"],
  key: "Alt+Shift+H",
  scope: SEARCH_SCREENS,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: (ctx) => exportResults(ctx, true),
});
