import { type Command, defineCommand } from "../core/types";
import type { MenuEntry } from "./staff-menu-entry";
import { OFFICE_MENU } from "./staff-menu-office";
import { WORK_MENU } from "./staff-menu-work";

/**
 * The staff menu of product §2.6, in menu order. Each entry becomes a "Go to …" command shown in
 * the palette and rendered by the staff menu; the right and flag match the route table's guard
 * (src/app/routes/staff.tsx; src/app/workspace-views.test.ts checks they agree).
 */
export const STAFF_MENU: MenuEntry[] = [...WORK_MENU, ...OFFICE_MENU];

/** One "Go to …" command per menu entry; opens the page as a tab (Ctrl/Cmd+Enter: other pane). */
export const goToCommands: Command[] = STAFF_MENU.map((entry, order) =>
  defineCommand({
    id: `goTo.${entry.id}`,
    title: `Go to ${entry.title}`,
    category: "Navigation",
    keywords: [entry.group.toLowerCase(), entry.title.toLowerCase(), ...(entry.keywords ?? [])],
    ...(entry.key ? { key: entry.key } : {}),
    ...(entry.right ? { rights: [entry.right] } : {}),
    ...(entry.flag ? { flags: [entry.flag] } : {}),
    menus: [{ menu: "staff-main", group: entry.group, order }],
    run: (ctx) => ctx.openView(entry.path, { title: entry.title, otherPane: ctx.otherPane }),
  }),
);
