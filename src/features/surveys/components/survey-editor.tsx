import { useEffect, useState } from "react";
import type { SurveyKind } from "../../../../server/contracts/surveys/logic";
import { CommandButton } from "../../../components/command/command-button";
import { navigate } from "../../../lib/navigation";
import { queryClient } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { useTabSaver } from "../../../workspace/tab-savers";
import { useTabGuardText, useTabUnsaved } from "../../../workspace/unsaved";
import { type EditorSource, saveSurvey, surveyKeys } from "../api/survey-calls";
import { SURVEY_NOT_SAVED, surveyPath } from "../model/editor-paths";
import { saveProblems } from "../model/save-problems";
import { editorStore, useEditorDirty, useEditorState } from "../state/editor-store";
import { QuestionForm } from "./question-form";
import { QuestionList } from "./question-list";
import { QuotaCells } from "./quota-cells";
import { SurveyDetailsForm } from "./survey-details-form";

type Section = "questions" | "details" | "quotas";
const SECTIONS: { id: Section; label: string }[] = [
  { id: "questions", label: "Questions" },
  { id: "details", label: "Details" },
  { id: "quotas", label: "Quotas" },
];

interface SurveyEditorProps {
  path: string;
  target: { kind: SurveyKind; jobId: number; surveyId: number | null; sessionId: number | null };
  source: EditorSource;
}

/**
 * The survey editor: questions (list + the focused question's form), details and quotas over one
 * draft per tab. Every structural action is a command; Ctrl+S saves through the tab savers; with
 * unsaved changes, closing the tab asks the product §8 question.
 */
export function SurveyEditor({ path, target, source }: SurveyEditorProps) {
  const [section, setSection] = useState<Section>("questions");
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => editorStore.open(path, source.draft, source.rowIds), [path, source]);
  const state = useEditorState(path);
  const dirty = useEditorDirty(path);
  // The store changes with the keystroke; the probe reads it before the mark's effect has run.
  useTabUnsaved(
    "survey-editor",
    dirty,
    () => editorStore.discard(path),
    true,
    () => editorStore.isDirty(path),
  );
  useTabGuardText(SURVEY_NOT_SAVED);

  const save = async () => {
    const draft = editorStore.get(path)?.state.draft;
    if (!draft) return;
    const found = saveProblems(draft);
    setProblems(found);
    if (found.length) return toast.error("Error!", found[0] ?? null);
    const result = await saveSurvey({ ...target, id: source.survey?.id ?? null }, draft);
    if ("errors" in result) {
      setProblems(result.errors);
      return toast.error("Error!", result.errors.join(" "));
    }
    toast.success("Successfully Saved!");
    const saved = result.source;
    const id = saved.survey?.id;
    editorStore.saved(path, saved.draft, saved.rowIds);
    queryClient.setQueryData(surveyKeys.editor(path), saved);
    if (id && !target.surveyId) {
      editorStore.discard(path);
      navigate(surveyPath(target.kind, target.jobId, id, target.sessionId), { replace: true });
    }
  };
  useTabSaver("survey-editor-form", save);

  if (!state) return <p className="ws-note">Loading…</p>;
  const { draft, focus } = state;
  const change = (fn: (d: typeof draft) => typeof draft) =>
    editorStore.change(path, (s) => ({ ...s, draft: fn(s.draft) }));
  return (
    <div id="survey-editor-form" className="survey-editor">
      <nav className="screen-tabs" aria-label="Survey sections">
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            className={`screen-tab survey-section-tab${section === s.id ? " screen-tab-active" : ""}`}
            aria-pressed={section === s.id}
            onClick={() => setSection(s.id)}
          >
            {s.label}
            {s.id === "questions"
              ? ` (${draft.questions.length})`
              : s.id === "quotas"
                ? ` (${draft.quotas.length})`
                : ""}
          </button>
        ))}
        {dirty ? <span className="record-dirty">Unsaved changes</span> : null}
      </nav>
      {problems.length ? (
        <ul className="alert alert-error survey-problems" aria-label="Problems to fix before saving">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {section === "questions" ? (
        <>
          <div className="record-toolbar">
            <CommandButton id="surveys.addQuestion" />
            <CommandButton id="surveys.insertLibraryQuestion" />
            <CommandButton id="surveys.duplicateQuestion" />
            <CommandButton id="surveys.moveQuestionUp" />
            <CommandButton id="surveys.moveQuestionDown" />
            <CommandButton id="surveys.addCondition" />
            <CommandButton id="surveys.deleteQuestion" />
          </div>
          <div className="survey-editor-grid">
            <QuestionList path={path} questions={draft.questions} focused={focus.question} />
            <QuestionForm
              path={path}
              questions={draft.questions}
              index={focus.question}
              focusedOption={focus.option}
            />
          </div>
        </>
      ) : null}
      {section === "details" ? (
        <SurveyDetailsForm
          details={draft.details}
          errors={{}}
          onChange={(details) => change((d) => ({ ...d, details }))}
        />
      ) : null}
      {section === "quotas" ? (
        <QuotaCells
          cells={draft.quotas}
          questions={draft.questions}
          filled={source.filled}
          onChange={(quotas) => change((d) => ({ ...d, quotas }))}
        />
      ) : null}
    </div>
  );
}
