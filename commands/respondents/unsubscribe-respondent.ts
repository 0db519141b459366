import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/** Marks the focused respondent as opted out: no more invitations, e-mail or SMS. */
export const unsubscribeRespondent = defineCommand({
  id: "respondents.unsubscribe",
  title: "Unsubscribe panel member",
  category: "Respondents",
  keywords: ["opt out", "unsubscribe"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
    if (id === null) return;
    if (!(await ctx.confirm(`Panel member #${id} will no longer be contacted.`, "Are you sure?"))) return;
    const { unsubscribeRespondent: unsubscribeCall } = await ctx.areas.respondents();
    const answer = await unsubscribeCall(id);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Unsubscribed", `Panel member #${id} is now opted out.`);
  },
});
