import { atom, store, useAtomSelect } from "../../../lib/store";
import { type EditorState, type SurveyDraft, sameValue } from "../model/editor-model";

/**
 * The open survey editors, by tab path: the draft being edited beside the last saved version.
 * Commands (through the area module) and the editor's controls change a draft only through
 * `change` with a pure function of model/editor-model.ts. A hidden tab keeps its draft here, so
 * switching tabs never loses edits; closing without saving drops it.
 */
interface OpenEditor {
  saved: SurveyDraft;
  state: EditorState;
  /** The stored row id of each saved question, by question id (the delete calls take it). */
  rowIds: Readonly<Record<string, number>>;
}

const changed = (e: OpenEditor | undefined) => Boolean(e && !sameValue(e.state.draft, e.saved));

const editorsAtom = atom<ReadonlyMap<string, OpenEditor>>(new Map());
const editors = () => store.get(editorsAtom);

function put(path: string, editor: OpenEditor | null) {
  const next = new Map(editors());
  if (editor) next.set(path, editor);
  else next.delete(path);
  store.set(editorsAtom, next);
}

export const editorStore = {
  get: (path: string) => editors().get(path) ?? null,
  /** Starts editing a loaded survey, unless a draft of it is already open (a hidden tab's). */
  open(path: string, saved: SurveyDraft, rowIds: Record<string, number>) {
    if (!editors().has(path))
      put(path, { saved, rowIds, state: { draft: saved, focus: { question: 0, option: null } } });
  },
  /** The server has this version now: it becomes the saved one and the draft. */
  saved(path: string, saved: SurveyDraft, rowIds: Record<string, number>) {
    const current = editors().get(path);
    put(path, {
      saved,
      rowIds,
      state: { draft: saved, focus: current?.state.focus ?? { question: 0, option: null } },
    });
  },
  /** A change the server made already (a deleted question or option): applied to both versions. */
  changeSaved(path: string, fn: (state: EditorState) => EditorState) {
    const current = editors().get(path);
    if (!current) return;
    const saved = fn({ draft: current.saved, focus: current.state.focus }).draft;
    const kept = new Set(saved.questions.map((q) => q.id));
    const rowIds = Object.fromEntries(Object.entries(current.rowIds).filter(([id]) => kept.has(id)));
    put(path, { saved, rowIds, state: fn(current.state) });
  },
  change(path: string, fn: (state: EditorState) => EditorState) {
    const current = editors().get(path);
    if (!current) return;
    const state = fn(current.state);
    if (state !== current.state) put(path, { ...current, state });
  },
  /** Closing without saving, or after a delete: forget the draft. */
  discard: (path: string) => put(path, null),
  isDirty: (path: string) => changed(editors().get(path)),
};

/**
 * A new question or option asks for the caret: the editor's form focuses it once it is rendered
 * (a plain map: the request is taken by the effect that renders the new item).
 */
type Caret = "question" | "option";
const caretRequests = new Map<string, Caret>();
export const caret = {
  request: (path: string, what: Caret) => caretRequests.set(path, what),
  /** True once for a pending request of this kind (it is forgotten then). */
  take(path: string, what: Caret): boolean {
    if (caretRequests.get(path) !== what) return false;
    caretRequests.delete(path);
    return true;
  },
};

/** The editor state of a tab (null until its survey is loaded). */
export function useEditorState(path: string): EditorState | null {
  return useAtomSelect(editorsAtom, (m) => m.get(path)?.state ?? null, [path]);
}

/** Whether the tab's draft differs from what was last saved. */
export function useEditorDirty(path: string): boolean {
  return useAtomSelect(editorsAtom, (m) => changed(m.get(path)), [path]);
}
