import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../core/types";
import { focusedSession, SESSION_EDIT } from "./session-context";

/** Opens the job of the focused session on its Sessions tab (beside it with Ctrl/Cmd). */
export const openJobOfSession = defineCommand({
  id: "sessions.openJob",
  title: "Open job of this session",
  category: "Sessions",
  keywords: ["job", "parent"],
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: (ctx) => focusedSession(ctx) !== null,
  run: (ctx) => {
    const session = focusedSession(ctx);
    if (session)
      ctx.openView(href(ROUTES.jobEditTab, { id: session.jobId, selectedtab: "sessions" }), {
        otherPane: ctx.otherPane,
      });
  },
});
