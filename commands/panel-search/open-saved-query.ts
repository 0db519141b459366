import { defineCommand } from "../core/types";
import { actions } from "./load-actions";
import type { Choice } from "./search-actions";
import { RESPONDENT_SEARCH_SCREENS } from "./search-context";

/** Reopens a saved respondent query (the job's and the global ones) at searchrespondents/filter/{id}. */
export const openSavedQuery = defineCommand<Choice>({
  id: "panelSearch.openSaved",
  title: "Open saved query…",
  category: "Panel search",
  keywords: ["filter", "global"],
  key: "Alt+O",
  scope: RESPONDENT_SEARCH_SCREENS,
  picker: {
    placeholder: "Name of the saved query",
    minLength: 0,
    hint: "Type part of the name.",
    load: async (query, ctx, signal) => (await actions()).savedQueryChoices(ctx, query, signal),
  },
  run: async (ctx, q) => (await actions()).openSavedQuery(ctx, q),
});
