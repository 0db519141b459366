import { useSyncExternalStore } from "react";
import { createScreenState } from "../../../workspace/screen-state";

/** The session screens' store of selections and editor requests, read by commands/sessions. */
const store = createScreenState();

export const sessionScreens = store.screens;
export const useEditorRequest = store.useEditorRequest;
export const useSelections = store.useSelections;

/** The last bulk attendee action the server can still undo (its batch id and what it did). */
export interface UndoableAction {
  /** One bulk call is one batch; a status move of several attendees is one batch each. */
  batchIds: number[];
  sessionId: number;
  title: string;
  at: number;
}

let last: UndoableAction | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** How long the Undo stays offered; the server keeps the batch at least this long. */
const UNDO_WINDOW_MS = 5 * 60_000;

export const attendeeUndo = {
  remember(action: UndoableAction): void {
    last = action;
    emit();
  },
  /** The action still within its window, or null. */
  current(now = Date.now()): UndoableAction | null {
    return last && now - last.at <= UNDO_WINDOW_MS ? last : null;
  },
  forget(batchIds: readonly number[]): void {
    if (last?.batchIds.every((id) => batchIds.includes(id))) {
      last = null;
      emit();
    }
  },
};

/** Re-renders when the undoable action changes (command buttons' enabled state). */
export function useAttendeeUndo(): UndoableAction | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => last,
  );
}
