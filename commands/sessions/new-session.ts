import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../core/types";
import { contextJobId, JOB_EDIT, SESSION_EDIT } from "./session-context";

/** Opens session/add/{jobid} for the focused job (or the focused session's job). */
export const newSession = defineCommand({
  id: "sessions.new",
  title: "Add session",
  category: "Sessions",
  keywords: ["new session", "job group", "create session"],
  key: "Alt+Shift+G",
  rights: [RIGHTS.JobAdmin],
  scope: [...JOB_EDIT, ...SESSION_EDIT],
  when: (ctx) => contextJobId(ctx) !== null,
  run: (ctx) => {
    const jobId = contextJobId(ctx);
    if (jobId !== null)
      ctx.openView(href(ROUTES.sessionAdd, { jobid: jobId }), {
        title: "New Session",
        otherPane: ctx.otherPane,
      });
  },
});
