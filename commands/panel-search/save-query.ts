import { RIGHTS } from "../../server/contracts/rights-codes";
import { type CommandContext, defineCommand } from "../core/types";
import { focusedSearch, runnable, SEARCH_SCREENS } from "./search-context";

async function saveQuery(ctx: CommandContext, forCurrentJob: boolean) {
  const s = focusedSearch(ctx);
  if (!s || runnable(s) !== true) return;
  const name = (await ctx.prompt("Name of the query", s.queryName ?? ""))?.trim();
  if (!name) return;
  const { saveQuery: save } = await ctx.areas.panelSearch();
  const lastUrlSegment = ctx.focused?.path.split("/").filter(Boolean)[0] ?? "";
  const answer = await save(s, name, forCurrentJob, lastUrlSegment);
  if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
  ctx.toast.success(
    "Saved!",
    answer.successMsg ?? `Query '${name}' saved${forCurrentJob ? " for the job" : ""}.`,
  );
}

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
  run: (ctx) => saveQuery(ctx, true),
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
  run: (ctx) => saveQuery(ctx, false),
});
