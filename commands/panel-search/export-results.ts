import { defineCommand } from "../core/types";
import { actions } from "./load-actions";
import { focusedSearch, runnable, SEARCH_SCREENS } from "./search-context";

/** Every result with the grid's chosen columns, as .xlsx with a progress bar. */
export const exportVisibleColumns = defineCommand({
  id: "panelSearch.export",
  title: "Export results (visible columns) to Excel",
  category: "Panel search",
  keywords: ["xlsx", "download"],
  key: "Alt+Shift+E",
  scope: SEARCH_SCREENS,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: async (ctx) => (await actions()).exportResults(ctx, false),
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
  run: async (ctx) => (await actions()).exportResults(ctx, true),
});
