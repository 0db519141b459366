import { defineCommand } from "../core/types";

export const togglePin = defineCommand({
  id: "workspace.togglePin",
  title: "Pin / unpin tab",
  category: "Workspace",
  keywords: ["pin", "unpin", "keep"],
  key: "Alt+P",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().tabsInPane > 0 || "No tab is open in this pane.",
  run: (ctx) => ctx.workspace.togglePin(),
});
