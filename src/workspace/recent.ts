/** Recently focused tabs (path and title), newest first, kept in localStorage for the dashboard. */
const KEY = "workspace-recent";
const MAX = 12;

export interface RecentItem {
  path: string;
  title: string;
  at: number;
}

export function readRecent(): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as RecentItem[]).filter((r) => typeof r?.path === "string") : [];
  } catch {
    return [];
  }
}

export function recordRecent(path: string, title: string, now = Date.now()): void {
  const list = [{ path, title, at: now }, ...readRecent().filter((r) => r.path !== path)].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage blocked: the dashboard just shows fewer recent items.
  }
}

/** Forget on sign-out: another user on this browser must not see them. */
export function clearRecent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
