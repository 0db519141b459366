import { defineCommand } from "../core/types";

export const closeTab = defineCommand({
  id: "workspace.closeTab",
  title: "Close tab",
  category: "Workspace",
  keywords: ["close"],
  key: "Alt+W",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().tabsInPane > 0 || "No tab is open in this pane.",
  run: (ctx) => ctx.workspace.closeTab(),
});
