import { atom, store, useAtomValue } from "../../../lib/store";
import { createScreenState } from "../../../workspace/screen-state";

/** The session screens' store of selections and editor requests, read by commands/sessions. */
const screens = createScreenState();

export const sessionScreens = screens.screens;
export const useEditorRequest = screens.useEditorRequest;
export const useSelections = screens.useSelections;

/** The last bulk attendee action the server can still undo (its batch id and what it did). */
export interface UndoableAction {
  /** One bulk call is one batch (decision 196); the list undoes newest first. */
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
const lastBySession = mapAtom<UndoableAction>();
/** What the session screens know of each open session: its label and start (agency clock). */
const facts = mapAtom<SessionFacts>();

/** A map by session id held in an atom: each change writes a new map, so readers re-render. */
function mapAtom<V>() {
  const value = atom<ReadonlyMap<number, V>>(new Map());
  return {
    atom: value,
    get: (key: number) => store.get(value).get(key),
    /** Sets the entry, or removes it (null). */
    put(key: number, entry: V | null) {
      const next = new Map(store.get(value));
      if (entry === null) next.delete(key);
      else next.set(key, entry);
      store.set(value, next);
    },
    clear: () => store.set(value, new Map()),
  };
}

/** How long the Undo stays offered; the server keeps the batch at least this long. */
const UNDO_WINDOW_MS = 5 * 60_000;

export const attendeeUndo = {
  remember(action: UndoableAction): void {
    lastBySession.put(action.sessionId, action);
  },
  /** The session's action still within its window, or null. */
  current(sessionId: number, now = Date.now()): UndoableAction | null {
    const last = lastBySession.get(sessionId);
    return last && now - last.at <= UNDO_WINDOW_MS ? last : null;
  },
  forget(sessionId: number, batchIds: readonly number[]): void {
    const last = lastBySession.get(sessionId);
    if (last?.batchIds.every((id) => batchIds.includes(id))) lastBySession.put(sessionId, null);
  },
  /** Forgets everything (tests). */
  clear(): void {
    lastBySession.clear();
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
    facts.put(sessionId, value);
  },
  get: (sessionId: number): SessionFacts | null => facts.get(sessionId) ?? null,
};

const undoStateAtom = atom((get) => [get(lastBySession.atom), get(facts.atom)] as const);

/** Re-renders when an undoable action or a session's facts change (command buttons' state). */
export function useAttendeeUndo(): void {
  useAtomValue(undoStateAtom);
}
