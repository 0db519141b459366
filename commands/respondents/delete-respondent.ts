import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/** Deletes the focused respondent through the delete flow, then closes its tab. */
export const deleteRespondent = defineCommand({
  id: "respondents.delete",
  title: "Delete panel member",
  category: "Respondents",
  keywords: ["remove respondent"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
    if (id === null) return;
    await runDeleteFlow(ctx, {
      kind: "respondent",
      what: `Panel member #${id}`,
      remove: async () => {
        const { calls } = await ctx.areas.respondents();
        return ctx.call(calls.deleteRespondents, { id });
      },
      after: "closeTab",
    });
  },
});
