import { defineCommand } from "../core/types";

export const previousTab = defineCommand({
  id: "workspace.previousTab",
  title: "Previous tab",
  category: "Workspace",
  keywords: ["switch", "left"],
  key: "Alt+[",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().tabsInPane > 1 || "There is only one tab in this pane.",
  run: (ctx) => ctx.workspace.cycleTab(-1),
});
