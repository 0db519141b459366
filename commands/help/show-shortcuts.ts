import { defineCommand } from "../core/types";

export const showShortcuts = defineCommand({
  id: "help.showShortcuts",
  title: "Keyboard shortcuts",
  category: "Help",
  keywords: ["keys", "help", "bindings", "?"],
  key: "?",
  run: (ctx) => ctx.showShortcuts(),
});
