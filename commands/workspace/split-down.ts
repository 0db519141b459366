import { defineCommand } from "../core/types";

export const splitDown = defineCommand({
  id: "workspace.splitDown",
  title: "Split down",
  category: "Workspace",
  keywords: ["pane", "stack", "rows"],
  key: "Alt+Shift+\\",
  keyInInputs: true,
  run: (ctx) => ctx.workspace.split("vertical"),
});
