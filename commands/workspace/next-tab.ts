import { defineCommand } from "../core/types";

export const nextTab = defineCommand({
  id: "workspace.nextTab",
  title: "Next tab",
  category: "Workspace",
  keywords: ["switch", "right"],
  key: "Alt+]",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().tabsInPane > 1 || "There is only one tab in this pane.",
  run: (ctx) => ctx.workspace.cycleTab(1),
});
