import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../delete-flow";
import { defineCommand } from "../types";
import { focusedSession, focusedSessionTab, plural, SESSION_EDIT, selectedIds } from "./session-context";

/** The session tabs whose rows can be deleted here, and the noun the question uses. */
const SESSION_TABS: Record<string, string> = {
  times: "time slot",
  contacts: "contact",
  venues: "venue",
  customfields: "custom field",
};

/**
 * Deletes the sessions selected in a job's Sessions tab, or the rows selected in a session's
 * time slots, contacts, venues or custom fields tab, after delete-allowed and the user agree.
 */
export const deleteSelectedSessionRows = defineCommand({
  id: "sessions.deleteSelected",
  title: "Delete selected",
  category: "Sessions",
  keywords: ["bulk delete", "remove selected", "delete sessions"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: (ctx) => focusedSession(ctx) !== null && focusedSessionTab(ctx) in SESSION_TABS,
  enabled: (ctx) => (selectedIds(ctx).length > 0 ? true : "Select one or more rows first."),
  run: async (ctx) => {
    const session = focusedSession(ctx);
    const noun = SESSION_TABS[focusedSessionTab(ctx)];
    const ids = selectedIds(ctx);
    if (!session || !noun || !ids.length) return;
    const what = plural(ids.length, noun);
    const tab = focusedSessionTab(ctx) as "times" | "contacts" | "venues" | "customfields";
    await runDeleteFlow(ctx, {
      kind: "session",
      what,
      remove: async () => (await ctx.areas.sessions()).deleteSessionRows(tab, session.id, ids),
      after: "clearSelection",
      successText: `${what} deleted.`,
    });
  },
});
