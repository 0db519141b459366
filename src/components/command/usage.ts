import type { Usage } from "./rank";

/** Recent and frequent palette use, per user, in localStorage (kept to the 200 latest ids). */
const MAX = 200;
const key = (userId: string) => `palette-usage:${userId}`;

export function readUsage(userId: string): Record<string, Usage> {
  try {
    const raw = localStorage.getItem(key(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" ? (parsed as Record<string, Usage>) : {};
  } catch {
    return {};
  }
}

export function recordUse(userId: string, id: string, now = Date.now()): void {
  const usage = readUsage(userId);
  const prev = usage[id];
  usage[id] = { n: (prev?.n ?? 0) + 1, t: now };
  const entries = Object.entries(usage)
    .sort((a, b) => b[1].t - a[1].t)
    .slice(0, MAX);
  try {
    localStorage.setItem(key(userId), JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or blocked: ranking simply forgets.
  }
}
