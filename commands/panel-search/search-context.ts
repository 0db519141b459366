import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { panelSearchScreens, type SearchTabState } from "../../src/features/panel-search/state/screen-state";
import type { CommandContext } from "../core/types";

/** The respondent search screens (Search Panel Members). */
export const RESPONDENT_SEARCH_SCREENS: RoutePattern[] = [
  ROUTES.searchrespondents,
  ROUTES.searchrespondentsRespondent,
  ROUTES.searchrespondentsFilter,
];
/** The event searches (current and archived events). */
const EVENT_SEARCH_SCREENS: RoutePattern[] = [ROUTES.adminSearchevents, ROUTES.adminSearcharchivedevents];
/** Every screen with the filter builder. */
export const SEARCH_SCREENS: RoutePattern[] = [...RESPONDENT_SEARCH_SCREENS, ...EVENT_SEARCH_SCREENS];
export const GLOBAL_QUERIES: RoutePattern[] = [ROUTES.adminGlobalqueries];

const on = (ctx: CommandContext, patterns: RoutePattern[]) =>
  (patterns as string[]).includes(ctx.focused?.pattern ?? "");

/** The focused search tab's published state, or null on any other screen. */
export function focusedSearch(ctx: CommandContext, patterns = SEARCH_SCREENS): SearchTabState | null {
  return on(ctx, patterns) ? panelSearchScreens.tab(ctx.focused?.path) : null;
}

/** The ids of the selected result rows (respondents carry `id`; event rows `respondentId`). */
export function selectedMemberIds(ctx: CommandContext): number[] {
  const ids = ctx.selection
    .map((r) => (r as { respondentId?: unknown })?.respondentId ?? (r as { id?: unknown })?.id)
    .filter((id): id is number => typeof id === "number");
  return [...new Set(ids)];
}

/** Why a search command cannot run now, or true. */
export function runnable(s: SearchTabState | null): true | string {
  if (!s) return "Open a panel search first.";
  if (s.problems.length) return s.problems[0] ?? "The filter is not complete.";
  return true;
}

export { plural } from "../core/plural";

/** A saved query or private list as the pickers offer it. */
export interface Choice {
  id: number;
  name: string;
}

/** Rows whose name holds the typed words, at most 20. */
export const matching = <T extends { name: string }>(rows: T[], query: string) => {
  const words = query.trim().toLowerCase();
  return rows.filter((r) => r.name.toLowerCase().includes(words)).slice(0, 20);
};
