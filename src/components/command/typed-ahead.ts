/**
 * What the user typed while the palette's chunk was still downloading (decision 100): the
 * loading palette keeps the keys here, and the real palette starts from them, so a fast
 * "Ctrl+K, new client, Enter" neither loses letters nor sends them to the page underneath.
 */
export type TypedAhead = { seq: number; text: string; enter: boolean };

let typed: TypedAhead = { seq: -1, text: "", enter: false };

export const typedAhead = {
  set(next: TypedAhead) {
    typed = next;
  },
  /** The keys typed during opening `seq` (none when they belong to an earlier opening). */
  take(seq: number): { text: string; enter: boolean } | null {
    return typed.seq === seq ? { text: typed.text, enter: typed.enter } : null;
  },
};

/** The palette input's placeholder, shared by the loading and the real palette. */
export const PALETTE_PLACEHOLDER =
  "Type a command, or # job, @ respondent, ! session, % client, > commands only";
