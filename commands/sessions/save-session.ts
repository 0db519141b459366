import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { tabSavers } from "../../src/workspace/tab-savers";
import { defineCommand } from "../core/types";
import { SESSION_EDIT } from "./session-context";

/** Route patterns of the session forms: New Session and each session's tabs. */
const SESSION_FORMS: RoutePattern[] = [...SESSION_EDIT, ROUTES.sessionAdd, ROUTES.sessionAddNumber];

/** Ctrl+S on a session: saves its details (or the child form holding the focus), decision 118. */
export const saveSession = defineCommand({
  id: "sessions.save",
  title: "Save session",
  category: "Sessions",
  keywords: ["save session", "update", "job group"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_FORMS,
  when: (ctx) => SESSION_FORMS.includes((ctx.focused?.pattern ?? "") as RoutePattern),
  enabled: () => (tabSavers.canSaveFocused() ? true : "This tab has no form to save."),
  run: () => tabSavers.saveFocused(),
});
