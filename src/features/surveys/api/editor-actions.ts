import * as calls from "../../../../server/contracts/surveys/calls";
import type { QuestionKind } from "../../../../server/contracts/surveys/logic";
import { callApi } from "../../../lib/call-api";
import { queryClient } from "../../../lib/query-client";
import * as M from "../model/editor-model";
import { caret, editorStore } from "../state/editor-store";
import { templatesQuery } from "./survey-calls";

/** What the editor actions ask the user through (the command context provides it). */
interface Asker {
  prompt(text: string, initial?: string): Promise<string | null>;
  toast: { alert(title: string, text?: string | null): void };
}

const OK = { succeeded: true, errors: [] as string[] };

function focused(path: string) {
  const e = editorStore.get(path);
  const q = e?.state.draft.questions[e.state.focus.question];
  return e && q ? { e, q, index: e.state.focus.question } : null;
}

/** The editor actions commands run on a tab's draft (by the tab's path). */
export const editor = {
  /** Whether the tab's draft holds changes not saved yet. */
  isDirty: (path: string) => editorStore.isDirty(path),
  addQuestion(path: string, kind?: QuestionKind) {
    caret.request(path, "question");
    editorStore.change(path, (s) => M.addQuestion(s, kind));
  },
  duplicateQuestion(path: string) {
    caret.request(path, "question");
    editorStore.change(path, M.duplicateQuestion);
  },
  moveQuestion: (path: string, delta: -1 | 1) => editorStore.change(path, (s) => M.moveQuestion(s, delta)),
  addOption(path: string) {
    if (M.hasOptions(focused(path)?.q)) caret.request(path, "option");
    editorStore.change(path, M.addOption);
  },
  addCondition: (path: string) => editorStore.change(path, M.addCondition),
  addQuotaCell: (path: string) => editorStore.change(path, M.addQuotaCell),

  /** Terminate asks its reason, skip to the question to jump to ("end" finishes). */
  async toggleOptionFlag(path: string, flag: M.OptionFlag, ask: Asker) {
    const f = focused(path);
    const option =
      f && M.hasOptions(f.q) && f.e.state.focus.option !== null ? f.q.options[f.e.state.focus.option] : null;
    if (!f || !option) return ask.toast.alert("No option", "Select an answer option first.");
    let value: string | undefined;
    if (flag === "terminate" && !option.terminate) {
      value =
        (await ask.prompt("Terminate reason (recorded with the respondent)", "screened-out")) ?? undefined;
      if (!value) return;
    }
    if (flag === "skipTo") {
      const later = f.e.state.draft.questions.slice(f.index + 1).map((q) => q.id);
      const answer = await ask.prompt(
        `Skip to which question? (${[...later, "end"].join(", ")}; empty for none)`,
        option.skipTo ?? "",
      );
      if (answer === null) return;
      if (answer && !later.includes(answer) && answer !== "end")
        return ask.toast.alert("Unknown question", answer);
      value = answer;
    }
    editorStore.change(path, (s) => M.toggleOptionFlag(s, flag, value));
  },

  async insertTemplate(path: string, templateId: number, ask: Asker) {
    const list = await queryClient.fetchQuery(templatesQuery());
    const template = list.find((t) => t.id === templateId);
    if (!template) return ask.toast.alert("Not found", "That library question no longer exists.");
    editorStore.change(path, (s) =>
      M.insertQuestion(s, (id) => ({ ...structuredClone(template.question), id })),
    );
  },

  /** The focused question as the delete confirmation names it. */
  focusedQuestion(path: string) {
    const f = focused(path);
    return f ? { key: f.q.id, number: f.index + 1 } : null;
  },

  focusedOption(path: string) {
    const f = focused(path);
    const i = f?.e.state.focus.option;
    const option = f && M.hasOptions(f.q) && i !== null && i !== undefined ? f.q.options[i] : null;
    return f && option ? { questionKey: f.q.id, key: option.id, label: option.label } : null;
  },

  /** A saved question is deleted on the server first; an unsaved one only leaves the draft. */
  async removeQuestion(path: string, key: string) {
    const rowId = editorStore.get(path)?.rowIds[key];
    if (rowId) {
      const answer = await callApi(calls.deleteQuestion, { questionId: rowId });
      if (!answer.succeeded) return answer;
      editorStore.changeSaved(path, (s) => M.removeQuestion(s, key));
      return answer;
    }
    editorStore.change(path, (s) => M.removeQuestion(s, key));
    return OK;
  },

  async removeOption(path: string, questionKey: string, optionKey: string) {
    const e = editorStore.get(path);
    const rowId = e?.rowIds[questionKey];
    const savedQuestion = e?.saved.questions.find((q) => q.id === questionKey);
    const stored = M.hasOptions(savedQuestion) && savedQuestion.options.some((o) => o.id === optionKey);
    if (rowId && stored) {
      const answer = await callApi(calls.deleteOption, { questionId: rowId, optionId: optionKey });
      if (!answer.succeeded) return answer;
      editorStore.changeSaved(path, (s) => M.removeOption(s, questionKey, optionKey));
      return answer;
    }
    editorStore.change(path, (s) => M.removeOption(s, questionKey, optionKey));
    return OK;
  },
};
