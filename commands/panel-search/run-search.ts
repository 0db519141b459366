import { panelSearchScreens } from "../../src/features/panel-search/state/screen-state";
import { defineCommand } from "../core/types";
import { focusedSearch, runnable, SEARCH_SCREENS } from "./search-context";

/** Runs the focused tab's filter now (the screen also runs it as the filter settles). */
export const runSearch = defineCommand({
  id: "panelSearch.run",
  title: "Run search",
  category: "Panel search",
  keywords: ["filter", "find"],
  key: "Alt+Enter",
  keyInInputs: true,
  scope: SEARCH_SCREENS,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: (ctx) => {
    const path = ctx.focused?.path;
    if (path && focusedSearch(ctx)) panelSearchScreens.request(path, "run");
  },
});
