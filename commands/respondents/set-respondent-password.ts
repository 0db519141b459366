import { RIGHTS } from "../../server/contracts/rights-codes";
import { respondentCommand } from "./respondent-context";

/** Sets the focused respondent's password (RespondentPassword, RSP). */
export const setRespondentPassword = respondentCommand({
  id: "respondents.setPassword",
  title: "Set panel member password…",
  keywords: ["password", "reset password"],
  rights: [RIGHTS.RespondentAdmin, RIGHTS.RespondentPassword],
  run: async (ctx, id) => {
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
