import { formatDate } from "../../src/lib/format";
import { defineCommand } from "../core/types";

export const openSavedLayout = defineCommand<{ name: string; layout: unknown }>({
  id: "workspace.openSavedLayout",
  title: "Open saved layout…",
  category: "Workspace",
  keywords: ["layout", "restore", "load"],
  key: "Alt+Shift+O",
  picker: {
    placeholder: "Which layout?",
    minLength: 0,
    hint: "",
    load: async (query, ctx) => {
      const q = query.trim().toLowerCase();
      const all = await ctx.api.layouts.list();
      return all
        .filter((l) => l.name.toLowerCase().includes(q))
        .map((l) => ({ id: l.name, title: l.name, subtitle: `Saved ${formatDate(l.updatedAt)}`, value: l }));
    },
  },
  run: (ctx, chosen) => {
    if (!ctx.api.layouts.apply(chosen.layout)) {
      ctx.toast.error("Error!", `The layout "${chosen.name}" could not be restored.`);
    }
  },
});
