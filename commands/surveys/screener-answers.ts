import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../core/types";
import { focusedSession, onAttendeeList, SESSION_EDIT, selectedAttendees } from "../sessions/session-context";

/**
 * From a session's attendee list: the selected respondent's answers to the screener that
 * qualified them (the session's own screener, else the job's), as a tab.
 */
export const openScreenerAnswers = defineCommand({
  id: "surveys.openScreenerAnswers",
  title: "Screener answers",
  category: "Surveys",
  keywords: ["screener", "answers", "qualified", "responses"],
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: (ctx) => onAttendeeList(ctx) && selectedAttendees(ctx).length === 1,
  run: async (ctx) => {
    const session = focusedSession(ctx);
    const [attendee] = selectedAttendees(ctx);
    if (!session || !attendee) return;
    const { calls } = await ctx.areas.surveys();
    const answer = await ctx.call(calls.surveyAndScreenerIds, {
      jobId: session.jobId,
      jobGroupId: session.id,
    });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" ") || null);
    const { surveyId, screenerId } = answer.value;
    if (!screenerId) return ctx.toast.error("This session has no screener.", null);
    ctx.openView(
      href(ROUTES.screener, {
        surveyid: surveyId || screenerId,
        resid: attendee.respondentId,
        screenerid: screenerId,
        jobid: session.jobId,
      }),
      {
        otherPane: ctx.otherPane,
      },
    );
  },
});
