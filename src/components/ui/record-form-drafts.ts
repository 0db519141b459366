import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/** Unsaved form values by draft key, for this browser tab's lifetime. */
export const drafts = new Map<string, FieldValues>();

/** Keeps a draft of unsaved edits over unmounts; answers `saved`, which forgets it for good. */
export function useDraft(
  key: string | undefined,
  form: UseFormReturn<FieldValues>,
  dirty: boolean,
  discarded: { current: boolean },
): () => void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // react-hook-form keeps these functions stable, so this runs once per mount of the key.
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!key) return;
    const draft = drafts.get(key);
    if (draft)
      for (const [name, value] of Object.entries(draft)) setValue(name, value, { shouldDirty: true });
    return () => {
      if (dirtyRef.current && !discarded.current) drafts.set(key, getValues());
      else drafts.delete(key);
    };
  }, [key, setValue, getValues, discarded]);
  return useCallback(() => {
    dirtyRef.current = false;
    if (key) drafts.delete(key);
  }, [key]);
}

/**
 * Whether the user has edited the form since the last render showed it clean: react-hook-form
 * holds the typed value at once, but `isDirty` (and the tab's mark) follow a render later. A
 * close in between (Alt+W right after a keystroke) asks this. Only user edits count, so values a
 * control sets itself (a mask tidying a phone) never make a clean form look dirty.
 */
export function useEditProbe(form: UseFormReturn<FieldValues>, dirty: boolean): () => boolean {
  const edited = useRef(false);
  const clean = useRef<string | null>(null);
  const { watch, getValues } = form;
  useEffect(() => {
    const sub = watch((_values, info) => {
      if (info.type) edited.current = true;
    });
    return () => sub.unsubscribe();
  }, [watch]);
  // Every commit has shown the edits so far: a clean one is the new baseline.
  useEffect(() => {
    edited.current = false;
    clean.current = dirty ? null : JSON.stringify(getValues());
  });
  return useCallback(
    () => edited.current && clean.current !== null && JSON.stringify(getValues()) !== clean.current,
    [getValues],
  );
}
