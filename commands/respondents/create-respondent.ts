import { RIGHTS } from "../../server/contracts/rights-codes";
import { tabSavers } from "../../src/workspace/tab-savers";
import { defineCommand } from "../core/types";
import { RECORD_NEW } from "./respondent-context";

/** Creates the panel member typed into a new* screen (POST respondent/update with id 0). */
export const createRespondent = defineCommand({
  id: "respondents.create",
  title: "Create panel member",
  category: "Respondents",
  keywords: ["new respondent", "add panel member", "save"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_NEW,
  // The new* screen's record form registers with the tab savers (decision 118).
  enabled: () => (tabSavers.canSaveFocused() ? true : "The form is still loading."),
  run: () => tabSavers.saveFocused(),
});
