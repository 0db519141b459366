import type { AnyCommand } from "./core/types";
import { SHELL_COMMANDS } from "./shell-commands";

/**
 * Every staff command, collected from the catalogue's files (decision 190): a command declared in
 * `commands/<area>/<verb-noun>.ts` is registered by being written there; nothing to edit by hand.
 * The registry's checks (duplicate ids, key clashes per scope, menus, flags) guard the result.
 * The shell loads this chunk right after it mounts (decision 120); the shell's own commands come
 * first, as SHELL_COMMANDS lists them.
 */
// Tests and their fakes (`fake-*.ts`) stay out: a fake imports the calls modules, zod with them.
const modules = import.meta.glob<Record<string, unknown>>(
  ["./*/*.ts", "!./*/*.test.ts", "!./*/fake-*.ts", "!./core/*"],
  { eager: true },
);

/** An export shaped like a command: the files also export helpers, contexts and factories. */
const isCommand = (value: unknown): value is AnyCommand =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyCommand).id === "string" &&
  typeof (value as AnyCommand).title === "string" &&
  typeof (value as AnyCommand).run === "function";

const collected = Object.keys(modules)
  .sort()
  .flatMap((file) => Object.values(modules[file] ?? {}).filter(isCommand));

export const ALL_COMMANDS: readonly AnyCommand[] = [...new Set([...SHELL_COMMANDS, ...collected])];
