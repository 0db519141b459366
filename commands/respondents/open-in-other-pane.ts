import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/** Opens the focused respondent beside the current pane (compare two records side by side). */
export const openRespondentInOtherPane = defineCommand({
  id: "respondents.openInOtherPane",
  title: "Open panel member in the other pane",
  category: "Respondents",
  keywords: ["split", "side by side"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  run: (ctx) => {
    const path = ctx.focused?.path;
    if (path) ctx.openView(path, { otherPane: true, title: ctx.focused?.title });
  },
});
