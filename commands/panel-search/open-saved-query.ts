import { ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../types";
import { focusedSearch, RESPONDENT_SEARCH_SCREENS } from "./search-context";

interface SavedChoice {
  id: number;
  name: string;
}

const filterPath = (id: number) => ROUTES.searchrespondentsFilter.replace(":filterid", String(id));

/** Reopens a saved respondent query (the job's and the global ones) at searchrespondents/filter/{id}. */
export const openSavedQuery = defineCommand<SavedChoice>({
  id: "panelSearch.openSaved",
  title: "Open saved query…",
  category: "Panel search",
  keywords: ["saved", "query", "filter", "load", "global"],
  key: "Alt+O",
  scope: RESPONDENT_SEARCH_SCREENS,
  picker: {
    placeholder: "Name of the saved query",
    minLength: 0,
    hint: "Type part of the name.",
    load: async (query, ctx, signal) => {
      const { savedQueries } = await ctx.areas.panelSearch();
      const jobId = focusedSearch(ctx)?.jobId ?? 0;
      const words = query.trim().toLowerCase();
      return (await savedQueries("respondent", jobId, signal))
        .filter((q) => q.name.toLowerCase().includes(words))
        .slice(0, 20)
        .map((q) => ({
          id: `query-${q.id}`,
          title: q.name,
          subtitle: q.isGlobal ? "Global query" : "This job's query",
          value: { id: q.id, name: q.name },
        }));
    },
  },
  run: (ctx, q) => ctx.openView(filterPath(q.id), { otherPane: ctx.otherPane, title: q.name }),
});
