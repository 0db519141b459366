import { RIGHTS } from "../../server/contracts/rights-codes";
import type { RespondentSuggestion } from "../../server/contracts/search";
import { respondentPath } from "../../server/contracts/search-constants";
import { defineCommand } from "../core/types";

export const openRespondent = defineCommand<RespondentSuggestion>({
  id: "respondents.open",
  title: "Open respondent…",
  category: "Open",
  keywords: ["panel member", "respondent", "person", "@"],
  key: "Alt+R",
  keyInInputs: true,
  rights: [RIGHTS.RespondentAdmin],
  picker: {
    placeholder: "Panel member ID, name, mobile or e-mail",
    minLength: 1,
    hint: "Type a panel member ID, a name, a mobile number or an e-mail.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchRespondents(query, signal)).map((r) => ({
        id: `resp-${r.id}`,
        title: `${r.fullName} (#${r.id})${r.isActive ? "" : " (inactive)"}`,
        subtitle: [r.mobile, r.email].filter(Boolean).join(" · "),
        value: r,
      })),
  },
  // Business and impairment panel members open on their own routes (product §2.6).
  run: (ctx, r) => ctx.openView(respondentPath(r), { title: r.fullName, otherPane: ctx.otherPane }),
});
