import { defineCommand } from "../core/types";

export const moveTabToOtherPane = defineCommand({
  id: "workspace.moveTabToOtherPane",
  title: "Move tab to the other pane",
  category: "Workspace",
  keywords: ["move", "pane", "split"],
  key: "Alt+M",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().tabsInPane > 0 || "No tab is open in this pane.",
  run: (ctx) => ctx.workspace.moveTabToOtherPane(),
});
