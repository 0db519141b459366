import { runDeleteFlow } from "../core/delete-flow";
import { editorCommand } from "./editor-command";
import { needsSaved } from "./survey-context";

/**
 * Deletes the focused question (a saved one on the server too) through the delete flow; the
 * editor stays open, so the flow clears the selection rather than closing the tab.
 */
export const deleteQuestion = editorCommand({
  id: "surveys.deleteQuestion",
  title: "Delete question",
  keywords: ["remove question"],
  key: "Alt+Shift+Delete",
  keyInInputs: true,
  act: async (area, editor, ctx) => {
    const question = area.editor.focusedQuestion(editor.path);
    if (!question) return ctx.toast.alert("No question", "Select a question first.");
    await runDeleteFlow(ctx, {
      kind: "survey",
      what: `Question ${question.number}`,
      remove: () => area.editor.removeQuestion(editor.path, question.key),
      after: "clearSelection",
    });
  },
});

export const deleteOption = editorCommand({
  id: "surveys.deleteOption",
  title: "Delete answer option",
  keywords: ["remove option", "remove choice"],
  act: async (area, editor, ctx) => {
    const option = area.editor.focusedOption(editor.path);
    if (!option) return ctx.toast.alert("No option", "Select an answer option first.");
    await runDeleteFlow(ctx, {
      kind: "survey",
      what: `Option '${option.label || "(blank)"}'`,
      remove: () => area.editor.removeOption(editor.path, option.questionKey, option.key),
      after: "clearSelection",
    });
  },
});

/** Deletes the whole survey (GET survey/delete/{id}); its editor tab closes. */
export const deleteSurvey = editorCommand({
  id: "surveys.deleteSurvey",
  title: "Delete survey",
  keywords: ["remove survey", "remove screener"],
  enabled: needsSaved,
  act: async (area, editor, ctx) => {
    const surveyId = editor.surveyId;
    if (!surveyId) return;
    await runDeleteFlow(ctx, {
      kind: "survey",
      what: "This survey and its answers",
      remove: () => ctx.call(area.calls.deleteSurvey, { id: surveyId }, { refresh: [area.surveyKeys.all] }),
      after: "closeTab",
    });
  },
});
