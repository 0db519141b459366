import { panelSearchScreens } from "../../src/features/panel-search/state/screen-state";
import { defineCommand } from "../core/types";
import { focusedSearch, plural, RESPONDENT_SEARCH_SCREENS, runnable } from "./search-context";

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
  run: async (ctx) => {
    const s = focusedSearch(ctx);
    const path = ctx.focused?.path;
    if (!s || !path) return;
    const { calls, idsInput } = await ctx.areas.panelSearch();
    const answer = await ctx.call(calls.queryIds, idsInput(s));
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    const { ids, truncated, total } = answer.value;
    panelSearchScreens.setSelection(
      path,
      ids.map((id) => ({ id })),
    );
    const cut = truncated ? ` (the first of ${total.toLocaleString("en-AU")})` : "";
    ctx.toast.success("Selected", `${plural(ids.length, "panel member")} selected${cut}.`);
  },
});
