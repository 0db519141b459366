import { defineCommand } from "../core/types";

export const focusPreviousPane = defineCommand({
  id: "workspace.focusPreviousPane",
  title: "Focus previous pane",
  category: "Workspace",
  keywords: ["pane", "switch"],
  key: "Shift+F6",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().panes > 1 || "There is only one pane.",
  run: (ctx) => ctx.workspace.cyclePane(-1),
});
