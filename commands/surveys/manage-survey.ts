import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import { type CommandContext, defineCommand } from "../core/types";
import { focusedSession, JOB_EDIT, SESSION_EDIT } from "../sessions/session-context";

const jobOf = (ctx: Parameters<typeof focusedRecordId>[0]) => focusedRecordId(ctx, JOB_EDIT);

function openEditor(ctx: CommandContext, pattern: typeof ROUTES.managesurvey | typeof ROUTES.managescreener) {
  const jobid = jobOf(ctx);
  if (jobid !== null) ctx.openView(href(pattern, { jobid }), { otherPane: ctx.otherPane });
}

/** Entry points from the job screen: its survey and its screener, each an editor tab. */
export const manageSurvey = defineCommand({
  id: "surveys.manageSurvey",
  title: "Manage survey",
  category: "Surveys",
  keywords: ["survey", "questions", "questionnaire"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => jobOf(ctx) !== null,
  run: (ctx) => openEditor(ctx, ROUTES.managesurvey),
});

export const manageScreener = defineCommand({
  id: "surveys.manageScreener",
  title: "Manage screener",
  category: "Surveys",
  keywords: ["screener", "qualify", "terminate", "quota"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => jobOf(ctx) !== null,
  run: (ctx) => openEditor(ctx, ROUTES.managescreener),
});

/** From the session screen: the session's own screener. */
export const manageSessionScreener = defineCommand({
  id: "surveys.manageSessionScreener",
  title: "Manage screener",
  category: "Surveys",
  keywords: ["session screener", "screener", "qualify"],
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: (ctx) => focusedSession(ctx) !== null,
  run: (ctx) => {
    const s = focusedSession(ctx);
    if (s)
      ctx.openView(href(ROUTES.managesessionsurvey, { jobid: s.jobId, sessionid: s.id }), {
        otherPane: ctx.otherPane,
      });
  },
});
