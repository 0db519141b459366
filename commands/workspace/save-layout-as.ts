import { defineCommand } from "../core/types";

export const saveLayoutAs = defineCommand({
  id: "workspace.saveLayoutAs",
  title: "Save layout as…",
  category: "Workspace",
  keywords: ["layout", "store", "name", "remember"],
  key: "Alt+Shift+S",
  run: async (ctx) => {
    const name = (await ctx.prompt("Name of this layout", ""))?.trim();
    if (!name) return;
    const error = await ctx.api.layouts.saveCurrentAs(name);
    if (error) ctx.toast.error("Error!", error);
    else ctx.toast.success("Layout saved", `Saved as "${name}".`);
  },
});
