import { RIGHTS } from "../../server/contracts/rights-codes";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { focusedSession, JOB_EDIT, SESSION_EDIT } from "../sessions/session-context";

const jobOf = (ctx: Parameters<typeof focusedRecordId>[0]) => focusedRecordId(ctx, JOB_EDIT);

/** Entry points from the job screen: its survey and its screener, each an editor tab. */
export const manageSurvey = defineCommand({
  id: "surveys.manageSurvey",
  title: "Manage survey",
  category: "Surveys",
  keywords: ["survey", "questions", "questionnaire"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => jobOf(ctx) !== null,
  run: (ctx) => ctx.openView(`/managesurvey/${jobOf(ctx)}`, { otherPane: ctx.otherPane }),
});

export const manageScreener = defineCommand({
  id: "surveys.manageScreener",
  title: "Manage screener",
  category: "Surveys",
  keywords: ["screener", "qualify", "terminate", "quota"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => jobOf(ctx) !== null,
  run: (ctx) => ctx.openView(`/managescreener/${jobOf(ctx)}`, { otherPane: ctx.otherPane }),
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
    if (s) ctx.openView(`/managesessionsurvey/${s.jobId}/${s.id}`, { otherPane: ctx.otherPane });
  },
});
