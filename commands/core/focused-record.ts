import type { RoutePattern } from "../../src/app/routes/route-patterns";
import type { CommandContext } from "./types";

/**
 * The record the focused tab shows: the positive integer in route parameter `param` when the
 * tab's pattern is one of `patterns`, else null. Every area's "focused job/client/respondent"
 * is this one function with its own patterns.
 */
export function focusedRecordId(
  ctx: Pick<CommandContext, "focused">,
  patterns: readonly RoutePattern[],
  param = "id",
): number | null {
  const focused = ctx.focused;
  if (!focused?.pattern || !(patterns as readonly string[]).includes(focused.pattern)) return null;
  const raw = focused.params[param];
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The focused record's section (":selectedtab", lower case), "details" when none. */
export function focusedSection(ctx: Pick<CommandContext, "focused">): string {
  return (ctx.focused?.params.selectedtab ?? "details").toLowerCase();
}

/** The selected rows of the focused tab that carry a numeric id (ctx.selection feeds it). */
export function selectedRows(
  ctx: Pick<CommandContext, "selection">,
): ({ id: number } & Record<string, unknown>)[] {
  return ctx.selection.filter(
    (r): r is { id: number } & Record<string, unknown> => typeof (r as { id?: unknown })?.id === "number",
  );
}
