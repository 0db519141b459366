import { apiPath, WORKSPACE_PATHS } from "../../server/contracts/shell-paths";
import type { NamedLayout } from "../../server/contracts/workspace";
import { arrayOf, type Guard, isString, isUnknown, nullable, shape } from "../lib/guards";
import { http } from "../lib/http";
import { createLayout, type Layout } from "./model/layout";
import { restoreLayout, serializeLayout } from "./model/persist";
import { actions, workspace } from "./store";
import { isKnownPath } from "./view-registry";

const quiet = { hideLoadingBar: true } as const;

// Read as the staff shell starts: guards, not zod (decision 080). The layout itself is checked
// by restoreLayout.
export const isCurrentLayout = nullable(shape({ layout: isUnknown, updatedAt: isString }));
export const isNamedLayouts: Guard<NamedLayout[]> = arrayOf(
  shape({ name: isString, layout: isUnknown, updatedAt: isString }),
);

/**
 * Restores the user's saved layout, then shows `path` (the address wins: a deep link or reload
 * focuses or opens its tab). A layout that cannot be restored falls back to a clean one.
 */
export async function loadWorkspace(path: string, title: string): Promise<void> {
  const answer = await http.get(apiPath(WORKSPACE_PATHS.layout), isCurrentLayout, quiet);
  const restored = answer.succeeded && answer.value ? restoreLayout(answer.value.layout, isKnownPath) : null;
  workspace.replace(restored ?? createLayout({ path, title }));
}

let timer: ReturnType<typeof setTimeout> | undefined;
let lastSaved = "";

/** Saves the current layout shortly after it settles (one request per burst of changes). */
export function scheduleSave(layout: Layout, delayMs = 400): void {
  if (!workspace.isReady()) return;
  const json = JSON.stringify(serializeLayout(layout));
  if (json === lastSaved) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    lastSaved = json;
    void http.postJson(apiPath(WORKSPACE_PATHS.saveLayout), { layout: JSON.parse(json) }, undefined, quiet);
  }, delayMs);
}

export async function listNamedLayouts() {
  const answer = await http.get(apiPath(WORKSPACE_PATHS.layouts), isNamedLayouts, quiet);
  return answer.succeeded ? answer.value : [];
}

export async function saveCurrentAs(name: string): Promise<string | null> {
  const answer = await http.postJson(apiPath(WORKSPACE_PATHS.saveNamedLayout), {
    name,
    layout: serializeLayout(workspace.get()),
  });
  return answer.succeeded ? null : (answer.errors[0] ?? "The layout could not be saved.");
}

/**
 * Replaces the workspace with a saved layout; false (and nothing changes) when it is unusable.
 * Tabs with unsaved changes ask before they go (decision 088); keeping them keeps the layout.
 */
export function applyLayout(raw: unknown): boolean {
  const restored = restoreLayout(raw, isKnownPath);
  if (!restored) return false;
  void actions.replaceLayout(restored);
  return true;
}
