import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { RECORD_EDIT, RESPONDENT_PARAM } from "./respondent-context";

/** Sets the focused respondent's password (RespondentPassword, RSP). */
export const setRespondentPassword = defineCommand({
  id: "respondents.setPassword",
  title: "Set panel member password…",
  category: "Respondents",
  keywords: ["password", "reset password"],
  rights: [RIGHTS.RespondentAdmin, RIGHTS.RespondentPassword],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, RECORD_EDIT, RESPONDENT_PARAM);
    if (id === null) return;
    const password = await ctx.prompt(
      "New password (at least 8 characters with number, symbol and an uppercase letter)",
      "",
    );
    if (!password) return;
    const { isStrongPassword, calls } = await ctx.areas.respondents();
    if (password.length < 8 || !isStrongPassword(password))
      return ctx.toast.error("Error!", "At Least 8 characters with number, symbol and an uppercase letter");
    const answer = await ctx.call(calls.setRespondentPassword, { respId: id, password });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Password has been set successfully!");
  },
});
