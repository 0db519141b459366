import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { actions } from "./load-actions";
import { focusedSearch, runnable, SEARCH_SCREENS } from "./search-context";

/** Saves the filter under a name for the job chosen on the search (quota impact's job). */
export const saveQueryForJob = defineCommand({
  id: "panelSearch.saveForJob",
  title: "Save query for this job…",
  category: "Panel search",
  keywords: ["filter"],
  key: "Mod+S",
  keyInInputs: true,
  scope: SEARCH_SCREENS,
  when: (ctx) => focusedSearch(ctx) !== null,
  enabled: (ctx) => {
    const s = focusedSearch(ctx);
    return s && !s.jobId ? "Choose a job first (quota impact)." : runnable(s);
  },
  run: async (ctx) => (await actions()).saveQuery(ctx, true),
});

/** Saves the filter as a global query every recruiter sees (ManageGlobalQueries right). */
export const saveQueryGlobally = defineCommand({
  id: "panelSearch.saveGlobal",
  title: "Save query as global…",
  category: "Panel search",
  keywords: ["filter", "shared"],
  key: "Alt+Shift+Q",
  keyInInputs: true,
  rights: [RIGHTS.ManageGlobalQueries],
  scope: SEARCH_SCREENS,
  when: (ctx) => focusedSearch(ctx) !== null,
  enabled: (ctx) => runnable(focusedSearch(ctx)),
  run: async (ctx) => (await actions()).saveQuery(ctx, false),
});
