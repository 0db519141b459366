import { RIGHTS } from "../../server/contracts/rights-codes";
import { queryClient } from "../../src/lib/query-client";
import { respondentsApi } from "../lazy";
import { defineCommand } from "../types";
import { focusedRespondentId, RECORD_EDIT } from "./respondent-context";

/** Marks the focused respondent as opted out: no more invitations, e-mail or SMS. */
export const unsubscribeRespondent = defineCommand({
  id: "respondents.unsubscribe",
  title: "Unsubscribe panel member",
  category: "Respondents",
  keywords: ["opt out", "unsubscribe"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRespondentId(ctx) !== null,
  run: async (ctx) => {
    const id = focusedRespondentId(ctx);
    if (id === null) return;
    if (!(await ctx.confirm(`Panel member #${id} will no longer be contacted.`, "Are you sure?"))) return;
    const { unsubscribeRespondent: unsubscribeCall } = await respondentsApi();
    const answer = await unsubscribeCall(id);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Unsubscribed", `Panel member #${id} is now opted out.`);
    await queryClient.invalidateQueries({ queryKey: ["respondent", id] });
  },
});
