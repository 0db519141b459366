import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { focusedRespondentId, RECORD_EDIT } from "./respondent-context";

/** Opens the focused respondent beside the current pane (compare two records side by side). */
export const openRespondentInOtherPane = defineCommand({
  id: "respondents.openInOtherPane",
  title: "Open panel member in the other pane",
  category: "Respondents",
  keywords: ["split", "side by side"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRespondentId(ctx) !== null,
  run: (ctx) => {
    const path = ctx.focused?.path;
    if (path) ctx.openView(path, { otherPane: true, title: ctx.focused?.title });
  },
});
