import { RIGHTS } from "../../server/contracts/rights-codes";
import { respondentScreens } from "../../src/features/respondents/api/screen-state";
import { defineCommand } from "../types";
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
  enabled: (ctx) => (respondentScreens.canSave(ctx.focused?.path) ? true : "The form is still loading."),
  run: (ctx) => respondentScreens.save(ctx.focused?.path),
});
