import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { tabSavers } from "../../src/workspace/tab-savers";
import { editorCommand } from "./editor-command";
import { needsSaved } from "./survey-context";

/** Saves the focused survey editor (details, questions and quotas) through the tab savers. */
export const saveSurvey = editorCommand({
  id: "surveys.save",
  title: "Save survey",
  keywords: ["save survey", "save screener", "update"],
  key: "Mod+S",
  keyInInputs: true,
  enabled: () => (tabSavers.canSaveFocused() ? true : "This tab has no form to save."),
  act: () => tabSavers.saveFocused(),
});

/**
 * Opens the respondent's view of the saved survey, with its logic working. The preview runs the
 * saved version: with unsaved changes it asks to save first rather than silently showing less.
 */
export const previewSurvey = editorCommand({
  id: "surveys.preview",
  title: "Preview survey",
  keywords: ["preview", "test survey", "respondent view"],
  key: "Alt+Shift+H",
  keyInInputs: true,
  enabled: needsSaved,
  act: async (area, editor, ctx) => {
    if (!editor.surveyId) return;
    if (area.editor.isDirty(editor.path)) {
      const save = await ctx.confirm(
        "The preview shows the saved survey, without your unsaved changes. Save them first?",
        "Save first?",
        { confirmLabel: "Save and preview", cancelLabel: "Cancel" },
      );
      if (!save) return;
      await tabSavers.saveFocused();
      // A save the survey's problems refused leaves the draft unsaved: no preview of the old one.
      if (area.editor.isDirty(editor.path)) return;
    }
    ctx.openView(href(ROUTES.surveypreview, { jobid: editor.jobId, surveyid: editor.surveyId }), {
      otherPane: ctx.otherPane,
    });
  },
});

/** The survey's counts per option (survey-stats). */
export const openAnswersSummary = editorCommand({
  id: "surveys.openAnswersSummary",
  title: "Survey answers summary",
  keywords: ["stats", "counts", "results", "answers"],
  enabled: needsSaved,
  act: (_area, editor, ctx) => {
    if (editor.surveyId)
      ctx.openView(href(ROUTES.surveyanswerssummary, { surveyid: editor.surveyId, resid: 0 }), {
        otherPane: ctx.otherPane,
      });
  },
});
