import type { DeletableKind } from "../../server/contracts/delete-rights";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { defineCommand } from "../core/types";
import { focusedSession, focusedSessionTab, plural, SESSION_EDIT, selectedIds } from "./session-context";

type SessionRowTab = "times" | "contacts" | "venues" | "customfields" | "incentives" | "durations" | "quotas";

/** The session tabs whose rows can be deleted here: the noun the question uses, the delete-allowed kind. */
const SESSION_TABS: Record<SessionRowTab, { noun: string; kind: DeletableKind }> = {
  times: { noun: "time slot", kind: "session" },
  contacts: { noun: "contact", kind: "session" },
  venues: { noun: "venue", kind: "session" },
  customfields: { noun: "custom field", kind: "session" },
  incentives: { noun: "incentive", kind: "incentive" },
  durations: { noun: "duration", kind: "session" },
  quotas: { noun: "quota", kind: "quota" },
};
const rowTab = (tab: string): SessionRowTab | null =>
  Object.hasOwn(SESSION_TABS, tab) ? (tab as SessionRowTab) : null;

/** Deletes the rows selected in one of the session's list tabs, through the delete flow. */
export const deleteSelectedSessionRows = defineCommand({
  id: "sessions.deleteSelected",
  title: "Delete selected",
  category: "Sessions",
  keywords: ["bulk delete", "remove selected", "delete contacts", "delete incentives"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: (ctx) => focusedSession(ctx) !== null && rowTab(focusedSessionTab(ctx)) !== null,
  enabled: (ctx) => (selectedIds(ctx).length > 0 ? true : "Select one or more rows first."),
  run: async (ctx) => {
    const session = focusedSession(ctx);
    const tab = rowTab(focusedSessionTab(ctx));
    const ids = selectedIds(ctx);
    if (!session || !tab || !ids.length) return;
    const what = plural(ids.length, SESSION_TABS[tab].noun);
    await runDeleteFlow(ctx, {
      kind: SESSION_TABS[tab].kind,
      what,
      remove: async () => (await ctx.areas.sessions()).deleteSessionRows(tab, session.id, ids),
      after: "clearSelection",
      successText: `${what} deleted.`,
    });
  },
});
