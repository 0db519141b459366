import { RIGHTS } from "../../server/contracts/rights-codes";
import { confirmAndInvite } from "../core/portal-invitations";
import { type CommandContext, defineCommand } from "../core/types";
import { plural, RESPONDENT_SEARCH_SCREENS, selectedMemberIds } from "../panel-search/search-context";
import { focusedRespondent, RECORD_EDIT } from "./respondent-context";

/** The members to invite: the search's selected rows, or the focused respondent record. */
function targets(ctx: CommandContext): number[] {
  const id = focusedRespondent(ctx);
  if (id !== null) return [id];
  return (RESPONDENT_SEARCH_SCREENS as string[]).includes(ctx.focused?.pattern ?? "")
    ? selectedMemberIds(ctx)
    : [];
}

/**
 * Sends each member a link to set their portal password (decision 177), at their record's own
 * e-mail. Members without an account get one; those with one keep it.
 */
export const sendPortalInvitation = defineCommand({
  id: "respondents.sendPortalInvitation",
  title: "Send portal invitation…",
  category: "Respondents",
  keywords: ["account", "sign in", "password", "portal", "invite", "login"],
  rights: [RIGHTS.RespondentAdmin],
  scope: [...RESPONDENT_SEARCH_SCREENS, ...RECORD_EDIT],
  when: (ctx) => targets(ctx).length > 0,
  run: async (ctx) => {
    const ids = targets(ctx);
    if (ids.length === 0) return;
    const { calls } = await ctx.areas.respondents();
    await confirmAndInvite(
      ctx,
      {
        question: `${plural(ids.length, "panel member")} will get an e-mail with a link to set their portal password. Members who already have an account keep it.`,
        title: "Send portal invitation?",
      },
      () => ctx.call(calls.sendPortalInvitations, { ids }),
    );
  },
});
