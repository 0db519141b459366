import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { respondentCommand } from "./respondent-context";

/** Deletes the focused respondent through the delete flow, then closes its tab. */
export const deleteRespondent = respondentCommand({
  id: "respondents.delete",
  title: "Delete panel member",
  keywords: ["remove respondent"],
  rights: [RIGHTS.RespondentAdmin],
  run: async (ctx, id) => {
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
