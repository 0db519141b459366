import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { type CommandContext, defineCommand } from "../core/types";
import { type Choice, GLOBAL_QUERIES } from "./search-context";

/** The global-query rows selected on admin/globalqueries. */
function selectedQueries(ctx: CommandContext): Choice[] {
  if (!(GLOBAL_QUERIES as string[]).includes(ctx.focused?.pattern ?? "")) return [];
  return ctx.selection.filter(
    (r): r is Choice => typeof (r as Choice)?.id === "number" && typeof (r as Choice)?.name === "string",
  );
}

/** Renames the selected global query. */
export const renameGlobalQuery = defineCommand({
  id: "panelSearch.renameQuery",
  title: "Rename query…",
  category: "Panel search",
  key: "F2",
  rights: [RIGHTS.ManageGlobalQueries],
  scope: GLOBAL_QUERIES,
  enabled: (ctx) => (selectedQueries(ctx).length === 1 ? true : "Select one query."),
  run: async (ctx) => {
    const [row] = selectedQueries(ctx);
    if (!row) return;
    const name = (await ctx.prompt("New name of the query", row.name))?.trim();
    if (!name || name === row.name) return;
    const { renameQuery } = await ctx.areas.panelSearch();
    const answer = await renameQuery("respondent", row.id, name);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Saved!", `Query renamed to '${name}'.`);
  },
});

/** Deletes the selected global queries (delete-allowed, confirm, call, toast). */
export const deleteGlobalQueries = defineCommand({
  id: "panelSearch.deleteQueries",
  title: "Delete selected queries",
  category: "Panel search",
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.ManageGlobalQueries],
  scope: GLOBAL_QUERIES,
  enabled: (ctx) => (selectedQueries(ctx).length ? true : "Select the queries to delete."),
  run: async (ctx) => {
    const rows = selectedQueries(ctx);
    if (!rows.length) return;
    const { deleteGlobalQueries: remove } = await ctx.areas.panelSearch();
    await runDeleteFlow(ctx, {
      kind: "global-query",
      what: rows.length === 1 ? `Query '${rows[0]?.name}'` : `${rows.length} queries`,
      remove: () => remove(rows.map((r) => r.id)),
      after: "clearSelection",
    });
  },
});
