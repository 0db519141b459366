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

export { plural } from "../core/plural";

/** The open list's record, to refresh once its members changed (its member count). */
export async function openListKeys(ctx: CommandContext) {
  const id = openList();
  const { listKeys } = await ctx.areas.privateLists();
  return id ? [listKeys.one(id)] : [];
}
