import { RIGHTS } from "../../server/contracts/rights-codes";
import { respondentsApi } from "../lazy";
import { defineCommand } from "../types";
import { focusedRespondentId, RECORD_EDIT } from "./respondent-context";

/** Deletes the focused respondent after asking. */
export const deleteRespondent = defineCommand({
  id: "respondents.delete",
  title: "Delete panel member",
  category: "Respondents",
  keywords: ["remove respondent"],
  rights: [RIGHTS.RespondentAdmin],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRespondentId(ctx) !== null,
  run: async (ctx) => {
    const id = focusedRespondentId(ctx);
    if (id === null) return;
    if (
      !(await ctx.confirm(
        `Panel member #${id} will be deleted. You won't be able to revert this!`,
        "Are you sure?",
      ))
    )
      return;
    const { deleteRespondent: deleteCall } = await respondentsApi();
    const answer = await deleteCall(id);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Deleted!", answer.successMsg);
    // The record is gone: its unsaved edits have nothing left to save to.
    ctx.workspace.closeTab({ discard: true });
  },
});
