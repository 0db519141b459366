import type { SessionSuggestion } from "../../server/contracts/search";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { editorCommand } from "./editor-command";
import { needsSaved } from "./survey-context";

/** Staff-calls §4: copies the saved survey into the job's screener (GET copy-survey-to-screener). */
export const copyToScreener = editorCommand({
  id: "surveys.copyToScreener",
  title: "Copy survey to screener",
  keywords: ["copy", "screener", "duplicate survey"],
  enabled: needsSaved,
  act: async (area, editor, ctx) => {
    if (!editor.surveyId) return;
    const answer = await ctx.call(area.calls.copyToScreener, { id: editor.surveyId });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" ") || null);
    ctx.toast.success("Copied to the screener", answer.successMsg ?? null);
    ctx.openView(href(ROUTES.managescreenerSurvey, { jobid: editor.jobId, surveyid: answer.value.id }), {
      otherPane: ctx.otherPane,
    });
  },
});

/** Staff-calls §4: copies the saved survey into a session's screener (the session is picked). */
export const copyToSessionScreener = editorCommand<SessionSuggestion>({
  id: "surveys.copyToSessionScreener",
  title: "Copy survey to session screener…",
  keywords: ["copy", "session screener", "job group"],
  enabled: needsSaved,
  picker: {
    placeholder: "Session of this job: name, number or the job number",
    minLength: 1,
    hint: "Type a session name or number, or the job number for all its sessions.",
    load: async (query, ctx, signal) => {
      const jobId = Number(ctx.focused?.params.jobid);
      return (await ctx.api.searchSessions(query, signal))
        .filter((s) => s.jobId === jobId)
        .map((s) => ({
          id: `session-${s.id}`,
          title: `${s.name} (#${s.sessionNumber})`,
          subtitle: s.jobNumberAndName,
          value: s,
        }));
    },
  },
  act: async (area, editor, ctx, session) => {
    if (!editor.surveyId) return;
    const answer = await ctx.call(area.calls.copyToSessionScreener, {
      surveyId: editor.surveyId,
      sessionId: session.id,
    });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" ") || null);
    ctx.toast.success("Copied to the session screener", answer.successMsg ?? null);
    ctx.openView(
      href(ROUTES.managesessionsurveySurvey, {
        jobid: editor.jobId,
        surveyid: answer.value.id,
        sessionid: session.id,
      }),
      {
        otherPane: ctx.otherPane,
      },
    );
  },
});
