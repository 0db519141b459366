import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { plural, RESPONDENT_SEARCH_SCREENS, selectedMemberIds } from "./search-context";

interface ListChoice {
  id: number;
  name: string;
}

/** Puts the selected panel members into one of the private lists. */
export const addToPrivateList = defineCommand<ListChoice>({
  id: "panelSearch.addToPrivateList",
  title: "Add selection to a private list…",
  category: "Panel search",
  keywords: ["private list", "list", "shortlist", "save members"],
  key: "Alt+L",
  rights: [RIGHTS.PrivateListAdmin],
  scope: RESPONDENT_SEARCH_SCREENS,
  when: (ctx) => selectedMemberIds(ctx).length > 0,
  picker: {
    placeholder: "Name of the private list",
    minLength: 0,
    hint: "Type part of the list's name.",
    load: async (query, ctx, signal) => {
      const { privateLists } = await ctx.areas.panelSearch();
      const words = query.trim().toLowerCase();
      return (await privateLists(signal))
        .filter((l) => l.name.toLowerCase().includes(words))
        .slice(0, 20)
        .map((l) => ({
          id: `list-${l.id}`,
          title: l.name,
          subtitle: plural(l.memberCount, "member"),
          value: { id: l.id, name: l.name },
        }));
    },
  },
  run: async (ctx, list) => {
    const ids = selectedMemberIds(ctx);
    if (!ids.length) return;
    const { addToPrivateList: add } = await ctx.areas.panelSearch();
    const answer = await add(list.id, ids);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Added!", `${plural(ids.length, "panel member")} added to ${list.name}.`);
  },
});
