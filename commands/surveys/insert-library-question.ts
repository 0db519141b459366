import { editorCommand } from "./editor-command";
import { libraryPicker } from "./library-questions";

/** Inserts a copy of a question-library template after the focused question. */
export const insertLibraryQuestion = editorCommand<number>({
  id: "surveys.insertLibraryQuestion",
  title: "Insert question from library…",
  keywords: ["template", "library", "standard question"],
  key: "Alt+I",
  keyInInputs: true,
  picker: libraryPicker,
  act: (area, editor, ctx, templateId) => area.editor.insertTemplate(editor.path, templateId, ctx),
});
