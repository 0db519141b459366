import { useEffect } from "react";
import type { ConfigFlag, ConfigValue } from "../../server/contracts/config";
import { apiPath, CONFIG_PATHS } from "../../server/contracts/shell-paths";
import { http } from "./http";
import { plainStore } from "./plain-store";

/**
 * Server configuration (product §7.1), each call made at most once per page load and shared by
 * every component that asks. Answers nest the value as value.value.
 */
type Entry = { value: unknown; loaded: boolean };
const cache = new Map<string, Entry>();
const pending = new Map<string, Promise<void>>();
/** Bumped when an entry arrives, so components that read the cache render again. */
const version = plainStore(0);

function load(key: string, path: string, pick: (value: unknown) => unknown) {
  if (cache.has(key) || pending.has(key)) return;
  const p = http
    .get<unknown>(path, undefined, { hideLoadingBar: true, authRedirect: false })
    .then((answer) => {
      cache.set(key, { value: answer.succeeded ? pick(answer.value) : undefined, loaded: true });
    })
    .finally(() => {
      pending.delete(key);
      version.set(version.get() + 1);
    });
  pending.set(key, p);
}

const configPath = (name: string) => apiPath(CONFIG_PATHS.item, { name });

const nested = (value: unknown) =>
  typeof value === "object" && value !== null && "value" in value
    ? (value as { value: unknown }).value
    : value;

function useEntry(key: string, path: string, pick: (value: unknown) => unknown): Entry | undefined {
  version.use();
  useEffect(() => load(key, path, pick), [key, path, pick]);
  return cache.get(key);
}

/** A boolean server flag; undefined until it has loaded (menus hide the entry meanwhile). */
export function useConfigFlag(flag: ConfigFlag): boolean | undefined {
  const entry = useEntry(`flag:${flag}`, configPath(flag), nested);
  return entry?.loaded ? entry.value === true : undefined;
}

export function useConfigValue(name: ConfigValue): string | undefined {
  const entry = useEntry(`value:${name}`, configPath(name), nested);
  return typeof entry?.value === "string" ? entry.value : undefined;
}

const DEFAULT_SITE_TITLE = "Recruitment Workspace";
const TITLE_KEYS = ["siteTitle", "SiteTitle"];

function pickTitle(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of TITLE_KEYS) if (typeof record[key] === "string" && record[key]) return record[key];
  return undefined;
}

/** The site title for 'page title - site title', from GetSystemReferences (else website copies). */
export function useSiteTitle(): string {
  const refs = useEntry("refs:title", apiPath(CONFIG_PATHS.systemReferences), pickTitle);
  const copies = useEntry("copies:title", apiPath(CONFIG_PATHS.websiteCopies), pickTitle);
  const fromRefs = typeof refs?.value === "string" ? refs.value : undefined;
  const fromCopies = typeof copies?.value === "string" ? copies.value : undefined;
  return fromRefs ?? fromCopies ?? DEFAULT_SITE_TITLE;
}

/** Sets document.title to 'page title - site title' (product §2.9). */
export function usePageTitle(title: string | undefined) {
  const site = useSiteTitle();
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}

/** The same flag as a promise (route guards). */
export function loadConfigFlag(flag: ConfigFlag): Promise<boolean> {
  const key = `flag:${flag}`;
  load(key, configPath(flag), nested);
  const wait = pending.get(key) ?? Promise.resolve();
  return wait.then(() => cache.get(key)?.value === true);
}

/**
 * Forgets every configuration answer read so far (after an administrator changed one): the
 * components and guards that read them load them again, so menus and pages follow at once.
 */
export function forgetServerConfig(): void {
  cache.clear();
  version.set(version.get() + 1);
}
