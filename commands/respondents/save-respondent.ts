import { RIGHTS } from "../../server/contracts/rights-codes";
import { tabSavers } from "../../src/workspace/tab-savers";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/** Saves the focused respondent record (profile, panel details, notes, bank details with BNK). */
export const saveRespondent = defineCommand({
  id: "respondents.save",
  title: "Save panel member",
  category: "Respondents",
  keywords: ["save respondent", "update"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  // The record registers its form with the tab savers (decision 118); read-only records do not.
  enabled: () => (tabSavers.canSaveFocused() ? true : "Nothing to save: the record is loading or read-only."),
  run: () => tabSavers.saveFocused(),
});
