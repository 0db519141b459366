import { RIGHTS } from "../../server/contracts/rights-codes";
import type { RespondentSuggestion } from "../../server/contracts/search";
import { respondentScreens } from "../../src/features/respondents/state/screen-state";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/**
 * Merges another respondent into the focused one: pick the other record here, then the screen
 * asks field by field which value wins (decision 072).
 */
export const mergeRespondents = defineCommand<RespondentSuggestion>({
  id: "respondents.merge",
  title: "Merge with another panel member…",
  category: "Respondents",
  keywords: ["merge respondents", "duplicate", "combine"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  picker: {
    placeholder: "The duplicate: panel member ID, mobile or e-mail",
    minLength: 1,
    hint: "Type the ID, mobile or e-mail of the record to merge into this one.",
    load: async (query, ctx, signal) => {
      const keep = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
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
  run: (ctx, other) => {
    const keep = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
    if (keep !== null && other.id !== keep) respondentScreens.requestMerge(keep, other);
  },
});
