import type { AnyCommand } from "../../commands/core/types";
import { SHELL_COMMANDS } from "../../commands/shell-commands";
import { atom, store, useAtomValue } from "../lib/store";

const shellIds = new Set(SHELL_COMMANDS.map((c) => c.id));
export const SHELL_COMMAND_COUNT = SHELL_COMMANDS.length;
/** The shell's commands, then the areas' once loaded (one array per change, for the key bindings). */
const registryAtom = atom<readonly AnyCommand[]>(SHELL_COMMANDS);
let loading: Promise<readonly AnyCommand[]> | null = null;

/**
 * Loads the area commands (every command beyond the shell's, decision 120) once; a failed download
 * is retried on the next call (the palette calls it again when it opens).
 */
export function loadAreaCommands(): Promise<readonly AnyCommand[]> {
  loading ??= import("../../commands/all-commands").then(
    ({ ALL_COMMANDS }) => {
      const area = ALL_COMMANDS.filter((c) => !shellIds.has(c.id));
      store.set(registryAtom, [...SHELL_COMMANDS, ...area]);
      return area;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The registry the workspace runs on: the shell's commands, then the areas' once loaded. */
export function useRegistry(): readonly AnyCommand[] {
  return useAtomValue(registryAtom);
}
