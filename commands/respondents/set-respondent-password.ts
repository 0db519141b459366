import { RIGHTS } from "../../server/contracts/rights-codes";
import { respondentsApi, validationContract } from "../lazy";
import { defineCommand } from "../types";
import { focusedRespondentId, RECORD_EDIT } from "./respondent-context";

/** Sets the focused respondent's password (RespondentPassword, RSP). */
export const setRespondentPassword = defineCommand({
  id: "respondents.setPassword",
  title: "Set panel member password…",
  category: "Respondents",
  keywords: ["password", "reset password"],
  rights: [RIGHTS.RespondentAdmin, RIGHTS.RespondentPassword],
  scope: RECORD_EDIT,
  when: (ctx) => focusedRespondentId(ctx) !== null,
  run: async (ctx) => {
    const id = focusedRespondentId(ctx);
    if (id === null) return;
    const password = await ctx.prompt(
      "New password (at least 8 characters with number, symbol and an uppercase letter)",
      "",
    );
    if (!password) return;
    const { isStrongPassword } = await validationContract();
    if (password.length < 8 || !isStrongPassword(password))
      return ctx.toast.error("Error!", "At Least 8 characters with number, symbol and an uppercase letter");
    const { setRespondentPassword: setCall } = await respondentsApi();
    const answer = await setCall(id, password);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Password has been set successfully!");
  },
});
