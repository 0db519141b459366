import { RIGHTS } from "../../server/contracts/rights-codes";
import { respondentCommand } from "./respondent-context";

/** Marks the focused respondent as opted out: no more invitations, e-mail or SMS. */
export const unsubscribeRespondent = respondentCommand({
  id: "respondents.unsubscribe",
  title: "Unsubscribe panel member",
  keywords: ["opt out", "unsubscribe"],
  rights: [RIGHTS.RespondentAdmin],
  run: async (ctx, id) => {
    if (!(await ctx.confirm(`Panel member #${id} will no longer be contacted.`, "Are you sure?"))) return;
    const { unsubscribeRespondent: unsubscribeCall } = await ctx.areas.respondents();
    const answer = await unsubscribeCall(id);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Unsubscribed", `Panel member #${id} is now opted out.`);
  },
});
