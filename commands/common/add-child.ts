import type { RightCode } from "../../server/contracts/rights-codes";
import type { RoutePattern } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import { type Command, defineCommand } from "../core/types";

/** What an area gives the factory: where its record is, how to show a tab, how to ask for an editor. */
export interface ChildArea {
  category: string;
  patterns: readonly RoutePattern[];
  right: RightCode;
  tabPath(id: number, tab: string): string;
  /** Leaves the request in the area's screen state until the tab (mounted by the navigation) opens it. */
  requestEditor(kind: string, id: number): void;
}

/** "Add contact", "Add quota"…: shows the record's tab and asks it for a blank editor. */
export function addChildCommand(
  area: ChildArea,
  spec: {
    id: string;
    title: string;
    tab: string;
    kind: string;
    keywords: string[];
    right?: RightCode;
    key?: string;
  },
): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: area.category,
    keywords: spec.keywords,
    ...(spec.key ? { key: spec.key } : {}),
    rights: [spec.right ?? area.right],
    scope: area.patterns,
    when: (ctx) => focusedRecordId(ctx, area.patterns) !== null,
    run: (ctx) => {
      const id = focusedRecordId(ctx, area.patterns);
      if (id === null) return;
      area.requestEditor(spec.kind, id);
      const path = area.tabPath(id, spec.tab);
      if (ctx.focused?.path.toLowerCase() !== path) ctx.navigate(path);
    },
  });
}
