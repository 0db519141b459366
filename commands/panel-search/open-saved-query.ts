import { ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand, type PickerItem } from "../core/types";
import { type Choice, focusedSearch, matching, RESPONDENT_SEARCH_SCREENS } from "./search-context";

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
    load: async (query, ctx, signal) => {
      const { calls } = await ctx.areas.panelSearch();
      const jobId = focusedSearch(ctx)?.jobId ?? 0;
      const answer = await ctx.call(calls.savedQueries, { entity: "respondent", jobId }, { signal });
      return matching(answer.succeeded ? answer.value : [], query).map(
        (q): PickerItem<Choice> => ({
          id: `query-${q.id}`,
          title: q.name,
          subtitle: q.isGlobal ? "Global query" : "This job's query",
          value: { id: q.id, name: q.name },
        }),
      );
    },
  },
  run: (ctx, q) => {
    const path = ROUTES.searchrespondentsFilter.replace(":filterid", String(q.id));
    ctx.openView(path, { otherPane: ctx.otherPane, title: q.name });
  },
});
