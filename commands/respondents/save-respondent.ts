import { RIGHTS } from "../../server/contracts/rights-codes";
import { tabSavers } from "../../src/workspace/tab-savers";
import { respondentCommand } from "./respondent-context";

/** Saves the focused respondent record (profile, panel details, notes, bank details with BNK). */
export const saveRespondent = respondentCommand({
  id: "respondents.save",
  title: "Save panel member",
  keywords: ["save respondent", "update"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.RespondentAdmin],
  // The record registers its form with the tab savers (decision 118); read-only records do not.
  enabled: () => (tabSavers.canSaveFocused() ? true : "Nothing to save: the record is loading or read-only."),
  run: () => tabSavers.saveFocused(),
});
