import { atom, store, useAtomSelect } from "../lib/store";
import { setTabSelection, tabSelection, useTabSelections } from "./selection";

/**
 * What a feature's screens tell the commands: which rows are selected in which tab (kept in the
 * workspace's one selection atom, which feeds ctx.selection), the list's current query, and
 * requests from commands to open an editor ("add contact" on client 5).
 * Commands may not import components, so they talk to the screens through such a store; each
 * feature creates its own (features/<area>/api/screen-state.ts).
 */
type State = {
  listQuery: unknown;
  editor: { kind: string; parentId: number; seq: number } | null;
};

export function createScreenState() {
  let seq = 0;
  const stateAtom = atom<State>({ listQuery: null, editor: null });
  const state = () => store.get(stateAtom);
  const set = (next: State) => store.set(stateAtom, next);

  const screens = {
    /** The rows selected in the list shown at `path` (a tab's path). */
    setSelection: setTabSelection,
    selection: tabSelection,
    setListQuery: (query: unknown) => set({ ...state(), listQuery: query }),
    listQuery: () => state().listQuery,
    /** Asks the screen showing `parentId` to open a blank editor of this kind. */
    requestEditor: (kind: string, parentId: number) => {
      seq += 1;
      set({ ...state(), editor: { kind, parentId, seq } });
    },
    /** The request no screen has opened yet, if any. */
    pendingEditor: () => {
      const { editor } = state();
      return editor ? { kind: editor.kind, parentId: editor.parentId } : null;
    },
    /** The screen opened the editor: the request is done. */
    editorOpened: () => set({ ...state(), editor: null }),
  };

  /** The latest editor request for this kind and parent (its seq changes with every request). */
  function useEditorRequest(kind: string, parentId: number): number {
    return useAtomSelect(
      stateAtom,
      ({ editor }) => (editor && editor.kind === kind && editor.parentId === parentId ? editor.seq : 0),
      [kind, parentId],
    );
  }

  /** Re-renders when any selection changes, so command buttons update their enabled state. */
  const useSelections = useTabSelections;

  return { screens, useEditorRequest, useSelections };
}
