import {
  ELIGIBILITY_LABELS,
  type EligibilityLabel,
} from "../../../../server/contracts/panel-search-constants";
import type { Filter } from "./filter-model";

/**
 * The conditions a search tab is building, kept for the browser tab's life so a reload brings
 * them back (walkthrough M22) without saving a query. Pure: the screen stores the text.
 */
export interface SearchDraft {
  filter: Filter;
  exclude: EligibilityLabel[];
}

export const draftText = (draft: SearchDraft): string => JSON.stringify(draft);

let restored = 0;

/** The kept draft, with fresh local keys (the key counter starts again after a reload); null if unreadable. */
export function readDraft(text: string | null): SearchDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SearchDraft>;
    const filter = value.filter;
    if (!filter || !Array.isArray(filter.groups) || (filter.join !== "AND" && filter.join !== "OR"))
      return null;
    const exclude = (Array.isArray(value.exclude) ? value.exclude : []).filter(
      (c): c is EligibilityLabel => typeof c === "string" && Object.hasOwn(ELIGIBILITY_LABELS, c),
    );
    restored += 1;
    const groups = filter.groups.map((g, gi) => ({
      ...g,
      key: `rg${restored}-${gi}`,
      conditions: (Array.isArray(g.conditions) ? g.conditions : []).map((c, ci) => ({
        ...c,
        key: `rc${restored}-${gi}-${ci}`,
      })),
    }));
    return { filter: { join: filter.join, groups }, exclude };
  } catch {
    return null;
  }
}
