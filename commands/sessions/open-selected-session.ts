import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { type CommandContext, defineCommand } from "../core/types";
import { focusedJobId, JOB_EDIT } from "./session-context";

type SessionRow = { id: number; jobId: number; name: string; sessionNumber: number };
const selectedSession = (ctx: CommandContext) =>
  ctx.selection.find((r): r is SessionRow => typeof (r as SessionRow)?.sessionNumber === "number") ?? null;

/** Opens the session selected in the job's Sessions tab (Enter on the row does the same). */
export const openSelectedSession = defineCommand({
  id: "sessions.openSelected",
  title: "Open selected session",
  category: "Sessions",
  keywords: ["open session", "job group"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => focusedJobId(ctx) !== null && ctx.focused?.params.selectedtab?.toLowerCase() === "sessions",
  enabled: (ctx) => (selectedSession(ctx) ? true : "Select a session first."),
  run: (ctx) => {
    const s = selectedSession(ctx);
    if (s)
      ctx.openView(href(ROUTES.sessionEditTab, { id: s.id, jobid: s.jobId, tab: "attendees" }), {
        title: `${s.name} (#${s.sessionNumber})`,
        otherPane: ctx.otherPane,
      });
  },
});
