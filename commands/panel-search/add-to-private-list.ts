import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { actions } from "./load-actions";
import type { Choice } from "./search-actions";
import { RESPONDENT_SEARCH_SCREENS, selectedMemberIds } from "./search-context";

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
    load: async (query, ctx, signal) => (await actions()).privateListChoices(ctx, query, signal),
  },
  run: async (ctx, list) => (await actions()).addToPrivateList(ctx, list),
});
