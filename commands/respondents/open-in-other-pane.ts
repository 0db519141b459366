import { RIGHTS } from "../../server/contracts/rights-codes";
import { respondentCommand } from "./respondent-context";

/** Opens the focused respondent beside the current pane (compare two records side by side). */
export const openRespondentInOtherPane = respondentCommand({
  id: "respondents.openInOtherPane",
  title: "Open panel member in the other pane",
  keywords: ["split", "side by side"],
  rights: [RIGHTS.RespondentAdmin],
  run: (ctx) => {
    const path = ctx.focused?.path;
    if (path) ctx.openView(path, { otherPane: true, title: ctx.focused?.title });
  },
});
