import { clientScreens } from "../../src/features/clients/api/screen-state";
import type { CommandContext } from "../types";

/** Route patterns of the client screens (src/app/routes/staff.tsx). */
export const CLIENT_LIST = "/client";
export const CLIENT_EDIT = ["/client/edit/:id", "/client/edit/:id/:selectedtab"];

/** The client the focused tab shows, or null. */
export function focusedClientId(ctx: CommandContext): number | null {
  const pattern = ctx.focused?.pattern;
  if (!pattern || !CLIENT_EDIT.includes(pattern)) return null;
  const id = Number(ctx.focused?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The focused client tab's section ("contacts"...), details when none. */
export function focusedClientTab(ctx: CommandContext): string {
  return (ctx.focused?.params.selectedtab ?? "details").toLowerCase();
}

/** Selected rows of the focused tab (the workspace's selection store feeds ctx.selection). */
export function selectedRows(ctx: CommandContext): { id: number }[] {
  const rows = ctx.selection;
  return rows.filter((r): r is { id: number } => typeof (r as { id?: unknown })?.id === "number");
}
