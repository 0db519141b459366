import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { type Command, defineCommand } from "../core/types";
import { editorCommand } from "./editor-command";

/** Picks a question-library template by its text or category (insert and delete share it). */
export const libraryPicker: NonNullable<Command<number>["picker"]> = {
  placeholder: "Template question or category",
  minLength: 0,
  hint: "",
  load: async (query, ctx) => {
    const { templateQuestions } = await ctx.areas.surveys();
    const q = query.toLowerCase();
    return (await templateQuestions())
      .filter((t) => `${t.title} ${t.category}`.toLowerCase().includes(q))
      .map((t) => ({ id: `template-${t.id}`, title: t.title, subtitle: t.category, value: t.id }));
  },
};

/** Saves a copy of the focused question into the question library, under a category. */
export const saveToLibrary = editorCommand({
  id: "surveys.saveToLibrary",
  title: "Save question to library…",
  keywords: ["template", "library", "standard question"],
  act: async (area, editor, ctx) => {
    if (!ctx.user.rights.has(RIGHTS.ManageSurveyLibraryQuestions))
      return ctx.toast.alert("Access Denied!", "Managing the question library needs its own right.");
    const category = await ctx.prompt("Library category", "General");
    if (!category) return;
    const answer = await area.saveFocusedToLibrary(editor.path, category);
    if (!answer) return ctx.toast.alert("No question", "Select a question first.");
    if (answer.succeeded) ctx.toast.success("Successfully Saved!", null);
    else ctx.toast.error("Error!", answer.errors.join(" ") || null);
  },
});

/** The question library, managed from the palette: pick a template to delete it. */
export const deleteLibraryQuestion = defineCommand<number>({
  id: "surveys.deleteLibraryQuestion",
  title: "Delete library question…",
  category: "Surveys",
  keywords: ["template", "library", "remove"],
  rights: [RIGHTS.ManageSurveyLibraryQuestions],
  picker: libraryPicker,
  run: async (ctx, id) => {
    await runDeleteFlow(ctx, {
      kind: "survey-library-question",
      what: "This library question",
      remove: async () => {
        const { calls, surveyKeys } = await ctx.areas.surveys();
        return ctx.call(calls.deleteLibraryQuestion, { id }, { refresh: [surveyKeys.templates] });
      },
      after: "clearSelection",
    });
  },
});
