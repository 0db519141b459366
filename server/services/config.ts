import type { Deps } from "../context";
import { CONFIG_FLAGS, CONFIG_LISTS, CONFIG_VALUES } from "../contracts/config";
import { configByKind, configValue } from "../db/repo/config";

const flags = new Set<string>(CONFIG_FLAGS);
const values = new Set<string>(CONFIG_VALUES);
const lists = new Set<string>(CONFIG_LISTS);

/** Parses a list stored as a JSON array (or, typed by hand in configuration, comma-separated). */
export function parseList(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: fall through to comma-separated
  }
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The answer of GET /api/config/{name}: {value} as boolean (flags), string (values) or list;
 * undefined for a name that is not a configuration call.
 */
export async function configAnswer(
  deps: Pick<Deps, "db" | "env">,
  name: string,
): Promise<{ value: boolean | string | string[] } | undefined> {
  if (name === "ApiVersion") return { value: (await configValue(deps.db, name)) ?? deps.env.appVersion };
  if (flags.has(name)) return { value: (await configValue(deps.db, name))?.toLowerCase() === "true" };
  if (values.has(name)) return { value: (await configValue(deps.db, name)) ?? "" };
  if (lists.has(name)) return { value: parseList(await configValue(deps.db, name)) };
  return undefined;
}

export const websiteCopies = (deps: Pick<Deps, "db">) => configByKind(deps.db, "copy");
export const systemReferences = (deps: Pick<Deps, "db">) => configByKind(deps.db, "reference");
