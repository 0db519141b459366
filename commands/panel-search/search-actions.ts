import { EXPORT_TOTAL_HEADER } from "../../server/contracts/query-constants";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { type MemberRow, memberPath, memberTitle } from "../../src/features/panel-search/model/member-path";
import { panelSearchScreens } from "../../src/features/panel-search/state/screen-state";
import { runDeleteFlow } from "../core/delete-flow";
import type { CommandContext, PickerItem } from "../core/types";
import { focusedSearch, plural, runnable, selectedMemberIds } from "./search-context";

/**
 * The bodies of the panel-search commands. The declarations (in the shell's first download) load
 * this module on a command's first run, so the shell carries only ids, titles, keys and scopes.
 */

export interface Choice {
  id: number;
  name: string;
}

export async function saveQuery(ctx: CommandContext, forCurrentJob: boolean) {
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

const matching = <T extends { name: string }>(rows: T[], query: string) => {
  const words = query.trim().toLowerCase();
  return rows.filter((r) => r.name.toLowerCase().includes(words)).slice(0, 20);
};

export async function savedQueryChoices(ctx: CommandContext, query: string, signal: AbortSignal) {
  const { savedQueries } = await ctx.areas.panelSearch();
  const rows = await savedQueries("respondent", focusedSearch(ctx)?.jobId ?? 0, signal);
  return matching(rows, query).map(
    (q): PickerItem<Choice> => ({
      id: `query-${q.id}`,
      title: q.name,
      subtitle: q.isGlobal ? "Global query" : "This job's query",
      value: { id: q.id, name: q.name },
    }),
  );
}

export function openSavedQuery(ctx: CommandContext, q: Choice) {
  const path = ROUTES.searchrespondentsFilter.replace(":filterid", String(q.id));
  ctx.openView(path, { otherPane: ctx.otherPane, title: q.name });
}

export async function privateListChoices(ctx: CommandContext, query: string, signal: AbortSignal) {
  const { privateLists } = await ctx.areas.panelSearch();
  return matching(await privateLists(signal), query).map(
    (l): PickerItem<Choice> => ({
      id: `list-${l.id}`,
      title: l.name,
      subtitle: plural(l.memberCount, "member"),
      value: { id: l.id, name: l.name },
    }),
  );
}

export async function addToPrivateList(ctx: CommandContext, list: Choice) {
  const ids = selectedMemberIds(ctx);
  if (!ids.length) return;
  const { addToPrivateList: add } = await ctx.areas.panelSearch();
  const answer = await add(list.id, ids);
  if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
  ctx.toast.success("Added!", `${plural(ids.length, "panel member")} added to ${list.name}.`);
}

const DENIED = "You do not have the right to export panel members.";

export async function exportResults(ctx: CommandContext, raw: boolean) {
  const s = focusedSearch(ctx);
  if (!s || runnable(s) !== true) return;
  if (!ctx.user.rights.has(RIGHTS.ExportRespondents)) return ctx.toast.alert("Access Denied!", DENIED);
  const { exportRequest } = await ctx.areas.panelSearch();
  const { downloadExport } = await ctx.areas.exports();
  const outcome = await downloadExport({
    ...exportRequest(s, raw),
    totalHeader: EXPORT_TOTAL_HEADER,
    tag: `search-${s.entity}`,
    deniedMessage: DENIED,
  });
  if (outcome.ok)
    return ctx.toast.success(
      "Export ready",
      `${outcome.rows.toLocaleString("en-AU")} rows saved as ${outcome.fileName}.`,
    );
  if (outcome.denied) return ctx.toast.alert("Access Denied!", DENIED);
  ctx.toast.error("Error!", outcome.message);
}

export async function selectAll(ctx: CommandContext) {
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
}

export function openInOtherPane(ctx: CommandContext, row: MemberRow) {
  ctx.openView(memberPath(row), { otherPane: true, title: memberTitle(row) });
}

export async function renameQuery(ctx: CommandContext, row: Choice) {
  const name = (await ctx.prompt("New name of the query", row.name))?.trim();
  if (!name || name === row.name) return;
  const { renameQuery: rename } = await ctx.areas.panelSearch();
  const answer = await rename("respondent", row.id, name);
  if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
  ctx.toast.success("Saved!", `Query renamed to '${name}'.`);
}

export async function deleteQueries(ctx: CommandContext, rows: Choice[]) {
  const { deleteGlobalQueries: remove } = await ctx.areas.panelSearch();
  await runDeleteFlow(ctx, {
    kind: "global-query",
    what: rows.length === 1 ? `Query '${rows[0]?.name}'` : `${rows.length} queries`,
    remove: () => remove(rows.map((r) => r.id)),
    after: "clearSelection",
  });
}
