import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId, focusedSection, selectedRows } from "../core/focused-record";
import { plural } from "../core/plural";
import { confirmAndInvite } from "../core/portal-invitations";
import { type CommandContext, defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";

/** The contacts selected on a client's Contacts tab (a click selects the row under it). */
function targets(ctx: CommandContext): number[] {
  if (focusedRecordId(ctx, CLIENT_EDIT) === null || focusedSection(ctx) !== "contacts") return [];
  return [...new Set(selectedRows(ctx).map((r) => r.id))];
}

/**
 * Gives client contacts portal access (decision 215): each gets a Client account, when they have
 * none, and an e-mail at their own address with a link to set their password.
 */
export const givePortalAccess = defineCommand({
  id: "clients.givePortalAccess",
  title: "Give portal access…",
  category: "Clients",
  keywords: ["client portal", "account", "sign in", "password", "invite", "login"],
  rights: [RIGHTS.ClientAdmin],
  scope: CLIENT_EDIT,
  when: (ctx) => focusedRecordId(ctx, CLIENT_EDIT) !== null && focusedSection(ctx) === "contacts",
  enabled: (ctx) => (targets(ctx).length > 0 ? true : "Select one or more contacts first."),
  run: async (ctx) => {
    const ids = targets(ctx);
    if (ids.length === 0) return;
    const { calls } = await ctx.areas.clients();
    await confirmAndInvite(
      ctx,
      {
        question: `${plural(ids.length, "contact")} will get an e-mail with a link to set their client portal password. Contacts who already have an account keep it.`,
        title: "Give portal access?",
      },
      () => ctx.call(calls.inviteContacts, { ids }),
    );
  },
});
