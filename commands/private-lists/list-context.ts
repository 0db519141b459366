import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { listScreen } from "../../src/features/private-lists/state/screen-state";
import type { CommandContext } from "../core/types";

/** The private-list screen (admin/privatelist, decision 220). */
export const PRIVATE_LIST: RoutePattern[] = [ROUTES.adminPrivatelist];

export const onListScreen = (ctx: Pick<CommandContext, "focused">) =>
  ctx.focused?.pattern === ROUTES.adminPrivatelist;

/** The saved list open on the screen, or null (none, or a new one not saved yet). */
export function openList(): number | null {
  const id = listScreen.openId();
  return id ? id : null;
}

export const plural = (n: number, word: string) =>
  `${n.toLocaleString("en-AU")} ${word}${n === 1 ? "" : "s"}`;

/** Lists and members changed: the tables and the open list's record load again. */
export async function refreshLists(ctx: CommandContext) {
  const id = openList();
  const { listKeys } = await ctx.areas.privateLists();
  listScreen.changed();
  return id ? [listKeys.one(id)] : [];
}
