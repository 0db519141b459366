import { useQuery } from "@tanstack/react-query";
import { CONFIG_FLAGS, type ConfigFlag } from "../../server/contracts/config-flags";
import { loadConfigFlag } from "../lib/server-config";

/**
 * The server flags the staff shell loads: every flag of the one list the server answers
 * (server/contracts/config-flags.ts), so a command, menu entry or route gated by any flag sees its
 * value (decision 111; src/app/registry-checks.test.ts fails on a flag outside this list).
 */
export const SHELL_FLAGS: readonly ConfigFlag[] = CONFIG_FLAGS;

/**
 * The shell's flags once they have all loaded (each /api/config call made once per page load,
 * shared with the route guards); empty before, so flagged commands stay hidden meanwhile.
 */
export function useShellFlags(): Partial<Record<ConfigFlag, boolean>> {
  const flags = useQuery({
    queryKey: ["config", "shell-flags"],
    queryFn: async () =>
      Object.fromEntries(
        await Promise.all(SHELL_FLAGS.map(async (flag) => [flag, await loadConfigFlag(flag)] as const)),
      ) as Partial<Record<ConfigFlag, boolean>>,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return flags.data ?? EMPTY;
}

const EMPTY: Partial<Record<ConfigFlag, boolean>> = {};
