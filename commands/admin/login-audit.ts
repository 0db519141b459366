import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { auditScreen } from "../../src/features/admin/login-audit/state/audit-screen";
import { defineCommand } from "../core/types";

/**
 * Ends every session of the selected row's account (decision 272, reusing decision 010's
 * revocation): after one confirmation, each of its tokens is refused on its next request.
 */
export const endAllSessions = defineCommand({
  id: "loginAudit.endSessions",
  title: "End all sessions",
  category: "Login audit",
  keywords: ["sign out user", "revoke sessions", "log out everywhere", "kick"],
  rights: [RIGHTS.LoginAuditAdmin],
  scope: [ROUTES.loginaudit],
  when: (ctx) => ctx.focused?.pattern === ROUTES.loginaudit,
  enabled: () => {
    const row = auditScreen.selected();
    if (!row) return "Select a sign-in attempt first.";
    return row.accountId === null ? "This attempt matched no account." : true;
  },
  run: async (ctx) => {
    const row = auditScreen.selected();
    if (!row?.accountId) return;
    const who = row.accountName ?? row.username;
    const sure = await ctx.confirm(
      `End every session of ${who}? They are signed out everywhere and must sign in again.`,
      "End all sessions",
      { confirmLabel: "End sessions", cancelLabel: "Keep sessions", destructive: true },
    );
    if (!sure) return;
    const { calls } = await ctx.areas.loginAudit();
    const answer = await ctx.call(calls.endAccountSessions, { accountId: row.accountId });
    if (!answer.succeeded) return ctx.toast.error("Sessions not ended", answer.errors.join(" "));
    ctx.toast.success(`Sessions ended: ${answer.value.ended}.`, null);
  },
});
