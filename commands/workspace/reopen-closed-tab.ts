import { defineCommand } from "../core/types";

export const reopenClosedTab = defineCommand({
  id: "workspace.reopenClosedTab",
  title: "Reopen closed tab",
  category: "Workspace",
  keywords: ["undo", "restore"],
  key: "Alt+Shift+T",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().closedTabs > 0 || "No tab has been closed yet.",
  run: (ctx) => ctx.workspace.reopenClosedTab(),
});
