import { panelSearchScreens } from "../../src/features/panel-search/state/screen-state";
import { defineCommand } from "../core/types";
import { focusedSearch, SEARCH_SCREENS } from "./search-context";

/** Adds a condition to the filter's last group and puts the cursor on its field. */
export const addCondition = defineCommand({
  id: "panelSearch.addCondition",
  title: "Add condition",
  category: "Panel search",
  keywords: ["filter"],
  key: "Alt+N",
  keyInInputs: true,
  scope: SEARCH_SCREENS,
  when: (ctx) => focusedSearch(ctx) !== null,
  run: (ctx) => {
    if (ctx.focused?.path) panelSearchScreens.request(ctx.focused.path, "addCondition");
  },
});

/** Starts a new AND/OR group of conditions. */
export const addConditionGroup = defineCommand({
  id: "panelSearch.addGroup",
  title: "Add condition group (AND/OR)",
  category: "Panel search",
  keywords: ["filter"],
  key: "Alt+G",
  keyInInputs: true,
  scope: SEARCH_SCREENS,
  when: (ctx) => focusedSearch(ctx) !== null,
  run: (ctx) => {
    if (ctx.focused?.path) panelSearchScreens.request(ctx.focused.path, "addGroup");
  },
});
