import { RIGHTS } from "../../server/contracts/rights-codes";
import type { RespondentSuggestion } from "../../server/contracts/search";
import { respondentScreens } from "../../src/features/respondents/state/screen-state";
import { focusedRespondent, respondentCommand } from "./respondent-context";

/**
 * Merges another respondent into the focused one: pick the other record here, then the screen
 * asks field by field which value wins (decision 072).
 */
export const mergeRespondents = respondentCommand<RespondentSuggestion>({
  id: "respondents.merge",
  title: "Merge with another panel member…",
  keywords: ["merge respondents", "duplicate", "combine"],
  rights: [RIGHTS.RespondentAdmin],
  picker: {
    placeholder: "The duplicate: panel member ID, mobile or e-mail",
    minLength: 1,
    hint: "Type the ID, mobile or e-mail of the record to merge into this one.",
    load: async (query, ctx, signal) => {
      const keep = focusedRespondent(ctx);
      return (await ctx.api.searchRespondents(query, signal))
        .filter((r) => r.id !== keep)
        .map((r) => ({
          id: `merge-${r.id}`,
          title: `${r.fullName} (#${r.id})${r.isActive ? "" : " (inactive)"}`,
          subtitle: [r.mobile, r.email].filter(Boolean).join(" · "),
          value: r,
        }));
    },
  },
  run: (_ctx, keep, other) => {
    if (other.id !== keep) respondentScreens.requestMerge(keep, other);
  },
});
