import { defineCommand } from "../core/types";
import { actions } from "./load-actions";
import { focusedSearch, RESPONDENT_SEARCH_SCREENS, runnable } from "./search-context";

/**
 * Selects every result, not only the loaded rows: the ids come from GetQueryResultsIds and become
 * the tab's selection, so booking, lists and invitations act on all of them.
 */
export const selectAllResults = defineCommand({
  id: "panelSearch.selectAll",
  title: "Select all results",
  category: "Panel search",
  key: "Alt+A",
  scope: RESPONDENT_SEARCH_SCREENS,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: async (ctx) => (await actions()).selectAll(ctx),
});
