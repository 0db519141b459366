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
  /** What it did, as the undo toast repeats it: "1 attendee marked No show". */
  title: string;
  at: number;
}

/**
 * Undo is per session (decision 172): each session keeps its own last action, so Undo on one
 * session's screen never reaches into another's.
 */
const lastBySession = new Map<number, UndoableAction>();
/** What the session screens know of each open session: its label and start (agency clock). */
const facts = new Map<number, SessionFacts>();
const listeners = new Set<() => void>();
let version = 0;
const emit = () => {
  version += 1;
  for (const l of listeners) l();
};

/** How long the Undo stays offered; the server keeps the batch at least this long. */
const UNDO_WINDOW_MS = 5 * 60_000;

export const attendeeUndo = {
  remember(action: UndoableAction): void {
    lastBySession.set(action.sessionId, action);
    emit();
  },
  /** The session's action still within its window, or null. */
  current(sessionId: number, now = Date.now()): UndoableAction | null {
    const last = lastBySession.get(sessionId);
    return last && now - last.at <= UNDO_WINDOW_MS ? last : null;
  },
  forget(sessionId: number, batchIds: readonly number[]): void {
    const last = lastBySession.get(sessionId);
    if (last?.batchIds.every((id) => batchIds.includes(id))) {
      lastBySession.delete(sessionId);
      emit();
    }
  },
  /** Forgets everything (tests). */
  clear(): void {
    lastBySession.clear();
    emit();
  },
};

/** A session as commands name it and check attendance against. */
export interface SessionFacts {
  /** "J24-00001 #101". */
  label: string;
  /** ISO start, or null when the session has no date yet. */
  startsAt: string | null;
}

export const sessionFacts = {
  set(sessionId: number, value: SessionFacts): void {
    const was = facts.get(sessionId);
    if (was?.label === value.label && was.startsAt === value.startsAt) return;
    facts.set(sessionId, value);
    emit();
  },
  get: (sessionId: number): SessionFacts | null => facts.get(sessionId) ?? null,
};

/** Re-renders when an undoable action or a session's facts change (command buttons' state). */
export function useAttendeeUndo(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
}
