import { defineCommand } from "../core/types";

export const splitRight = defineCommand({
  id: "workspace.splitRight",
  title: "Split right",
  category: "Workspace",
  keywords: ["pane", "side by side", "columns"],
  key: "Alt+\\",
  keyInInputs: true,
  run: (ctx) => ctx.workspace.split("horizontal"),
});
