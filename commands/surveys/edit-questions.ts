import { editorCommand } from "./editor-command";

/** Keyboard-first editing of the focused survey's questions; each changes the unsaved draft. */
export const addQuestion = editorCommand({
  id: "surveys.addQuestion",
  title: "Add question",
  keywords: ["new question", "survey", "screener"],
  key: "Alt+N",
  keyInInputs: true,
  act: (area, editor) => area.editor.addQuestion(editor.path),
});

export const duplicateQuestion = editorCommand({
  id: "surveys.duplicateQuestion",
  title: "Duplicate question",
  keywords: ["copy question", "clone"],
  key: "Alt+D",
  keyInInputs: true,
  act: (area, editor) => area.editor.duplicateQuestion(editor.path),
});

export const moveQuestionUp = editorCommand({
  id: "surveys.moveQuestionUp",
  title: "Move question up",
  keywords: ["reorder", "order"],
  key: "Alt+Shift+Up",
  keyInInputs: true,
  act: (area, editor) => area.editor.moveQuestion(editor.path, -1),
});

export const moveQuestionDown = editorCommand({
  id: "surveys.moveQuestionDown",
  title: "Move question down",
  keywords: ["reorder", "order"],
  key: "Alt+Shift+Down",
  keyInInputs: true,
  act: (area, editor) => area.editor.moveQuestion(editor.path, 1),
});

export const addOption = editorCommand({
  id: "surveys.addOption",
  title: "Add answer option",
  keywords: ["choice", "answer", "option", "row"],
  key: "Alt+O",
  keyInInputs: true,
  act: (area, editor) => area.editor.addOption(editor.path),
});

export const addCondition = editorCommand({
  id: "surveys.addCondition",
  title: "Add display condition",
  keywords: ["logic", "show if", "display logic", "condition"],
  key: "Alt+Shift+V",
  keyInInputs: true,
  act: (area, editor) => area.editor.addCondition(editor.path),
});

export const addQuotaCell = editorCommand({
  id: "surveys.addQuotaCell",
  title: "Add quota cell",
  keywords: ["quota", "target", "cell", "over quota"],
  act: (area, editor) => area.editor.addQuotaCell(editor.path),
});
