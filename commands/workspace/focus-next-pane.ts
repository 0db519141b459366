import { defineCommand } from "../core/types";

export const focusNextPane = defineCommand({
  id: "workspace.focusNextPane",
  title: "Focus next pane",
  category: "Workspace",
  keywords: ["pane", "switch"],
  key: "F6",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().panes > 1 || "There is only one pane.",
  run: (ctx) => ctx.workspace.cyclePane(1),
});
