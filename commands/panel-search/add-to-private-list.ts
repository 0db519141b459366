import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand, type PickerItem } from "../core/types";
import {
  type Choice,
  matching,
  plural,
  RESPONDENT_SEARCH_SCREENS,
  selectedMemberIds,
} from "./search-context";

/** Puts the selected panel members into one of the private lists. */
export const addToPrivateList = defineCommand<Choice>({
  id: "panelSearch.addToPrivateList",
  title: "Add selection to a private list…",
  category: "Panel search",
  keywords: ["shortlist"],
  key: "Alt+L",
  rights: [RIGHTS.PrivateListAdmin],
  scope: RESPONDENT_SEARCH_SCREENS,
  when: (ctx) => selectedMemberIds(ctx).length > 0,
  picker: {
    placeholder: "Name of the private list",
    minLength: 0,
    hint: "Type part of the list's name.",
    load: async (query, ctx, signal) => {
      const { calls } = await ctx.areas.privateLists();
      const answer = await ctx.call(calls.privateLists, { search: query.trim(), length: 50 }, { signal });
      return matching(answer.succeeded ? answer.value.rows : [], query).map(
        (l): PickerItem<Choice> => ({
          id: `list-${l.id}`,
          title: l.name,
          subtitle: plural(l.memberCount, "member"),
          value: { id: l.id, name: l.name },
        }),
      );
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
