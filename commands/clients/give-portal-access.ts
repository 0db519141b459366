import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId, focusedSection, selectedRows } from "../core/focused-record";
import { type CommandContext, defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

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
    const question = `${plural(ids.length, "contact")} will get an e-mail with a link to set their client portal password. Contacts who already have an account keep it.`;
    if (!(await ctx.confirm(question, "Give portal access?"))) return;
    const { calls } = await ctx.areas.clients();
    const answer = await ctx.call(calls.inviteContacts, { ids });
    if (!answer.succeeded) return ctx.toast.error("Not sent", answer.errors.join(" "));
    const { sent, skipped } = answer.value;
    const left = skipped.map((s) => `#${s.id}: ${s.reason}`).join(" ");
    ctx.toast.success(
      "Portal invitations queued",
      `${plural(sent, "invitation")} on the way.${left ? ` Not sent: ${left}` : ""}`,
    );
  },
});
