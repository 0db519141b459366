import { RIGHTS } from "../../server/contracts/rights-codes";
import { type CommandContext, defineCommand } from "../core/types";
import { actions } from "./load-actions";
import type { Choice } from "./search-actions";
import { GLOBAL_QUERIES } from "./search-context";

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
    if (row) await (await actions()).renameQuery(ctx, row);
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
    if (rows.length) await (await actions()).deleteQueries(ctx, rows);
  },
});
