import { defineCommand } from "../core/types";

/** "Go to tab 1" … "Go to tab 9" (9 is the last tab, as in browsers): one declaration, nine commands. */
export const goToTabCommands = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) =>
  defineCommand({
    id: `workspace.goToTab${n}`,
    title: n === 9 ? "Go to last tab" : `Go to tab ${n}`,
    category: "Workspace",
    keywords: ["tab", String(n)],
    key: `Alt+Shift+${n}`,
    enabled: (ctx) =>
      ctx.workspace.info().tabsInPane >= (n === 9 ? 1 : n) || `There is no tab ${n} in this pane.`,
    run: (ctx) => ctx.workspace.goToTab(n),
  }),
);
