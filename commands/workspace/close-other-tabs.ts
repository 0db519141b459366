import { defineCommand } from "../core/types";

export const closeOtherTabs = defineCommand({
  id: "workspace.closeOtherTabs",
  title: "Close other tabs",
  category: "Workspace",
  keywords: ["close", "others"],
  key: "Alt+Shift+W",
  keyInInputs: true,
  enabled: (ctx) => ctx.workspace.info().tabsInPane > 1 || "There are no other tabs in this pane.",
  run: (ctx) => ctx.workspace.closeOtherTabs(),
});
