import { defineCommand } from "../core/types";

export const newTab = defineCommand({
  id: "workspace.newTab",
  title: "New tab",
  category: "Workspace",
  keywords: ["open", "blank"],
  key: "Alt+T",
  keyInInputs: true,
  run: (ctx) => ctx.workspace.newTab(),
});
