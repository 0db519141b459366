import { defineCommand } from "../core/types";

export const toggleMaximizePane = defineCommand({
  id: "workspace.toggleMaximizePane",
  title: "Maximise / restore pane",
  category: "Workspace",
  keywords: ["zoom", "full", "maximize", "restore"],
  key: "Alt+Z",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().panes > 1 || "There is only one pane.",
  run: (ctx) => ctx.workspace.toggleMaximize(),
});
