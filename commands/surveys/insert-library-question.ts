import { editorCommand } from "./editor-command";

/** Inserts a copy of a question-library template after the focused question. */
export const insertLibraryQuestion = editorCommand<number>({
  id: "surveys.insertLibraryQuestion",
  title: "Insert question from library…",
  keywords: ["template", "library", "standard question"],
  key: "Alt+I",
  keyInInputs: true,
  picker: {
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
  },
  act: (area, editor, ctx, templateId) => area.editor.insertTemplate(editor.path, templateId, ctx),
});
