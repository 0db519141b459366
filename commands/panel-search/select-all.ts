import { panelSearchScreens } from "../../src/features/panel-search/api/screen-state";
import { defineCommand } from "../types";
import { focusedSearch, plural, RESPONDENT_SEARCH_SCREENS, runnable } from "./search-context";

/**
 * Selects every result, not only the loaded rows: the ids come from GetQueryResultsIds and become
 * the tab's selection, so booking, lists and invitations act on all of them.
 */
export const selectAllResults = defineCommand({
  id: "panelSearch.selectAll",
  title: "Select all results",
  category: "Panel search",
  keywords: ["select", "all", "every", "results"],
  key: "Alt+A",
  scope: RESPONDENT_SEARCH_SCREENS,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: async (ctx) => {
    const s = focusedSearch(ctx);
    const path = ctx.focused?.path;
    if (!s || !path) return;
    const { queryIds } = await ctx.areas.panelSearch();
    const answer = await queryIds(s);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    panelSearchScreens.setSelection(
      path,
      answer.value.ids.map((id) => ({ id })),
    );
    const cut = answer.value.truncated ? ` (the first of ${answer.value.total.toLocaleString("en-AU")})` : "";
    ctx.toast.success("Selected", `${plural(answer.value.ids.length, "panel member")} selected${cut}.`);
  },
});
