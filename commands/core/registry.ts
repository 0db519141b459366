import { CONFIG_FLAGS } from "../../server/contracts/config-flags";
import { isRightCode } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { type AnyCommand, type CommandContext, MENU_IDS } from "./types";

export type Availability = { state: "hidden" } | { state: "enabled" } | { state: "disabled"; reason: string };

/** Hidden when rights, flags, scope or `when` say no; else enabled or disabled with a reason. */
export function availability(command: AnyCommand, ctx: CommandContext): Availability {
  if (command.rights?.some((r) => !ctx.user.rights.has(r))) return { state: "hidden" };
  if (command.flags?.some((f) => ctx.user.flags[f] !== true)) return { state: "hidden" };
  if (command.scope && !inScope(command, ctx)) return { state: "hidden" };
  if (command.when && !command.when(ctx)) return { state: "hidden" };
  const ok = command.enabled ? command.enabled(ctx) : true;
  return ok === true ? { state: "enabled" } : { state: "disabled", reason: ok };
}

/** Is the command about the focused tab (listed first in the palette)? */
export function inScope(command: AnyCommand, ctx: Pick<CommandContext, "focused">): boolean {
  const pattern = ctx.focused?.pattern;
  return Boolean(command.scope && pattern && (command.scope as readonly string[]).includes(pattern));
}

const MODIFIERS = ["mod", "ctrl", "alt", "shift"] as const;

/** "Mod+Shift+K, F6" → ["mod+shift+k", "f6"]: modifiers in a fixed order, lower case. */
export function parseKeys(key: string | undefined): string[] {
  if (!key) return [];
  return key
    .split(/\s*,\s*/)
    .filter(Boolean)
    .map((combo) => {
      const parts = combo.split("+").map((p) => p.trim().toLowerCase());
      // A "+" key itself would arrive as an empty last part.
      const main = parts[parts.length - 1] || "+";
      const mods = MODIFIERS.filter((m) => parts.slice(0, -1).includes(m));
      return [...mods, main].join("+");
    });
}

/** How a binding is shown on rows and in the overlay: "Ctrl+K" or "⌘K" on macOS. */
export function formatKey(combo: string, mac: boolean): string {
  const parts = combo.split("+");
  const main = parts[parts.length - 1] ?? "";
  const label =
    main.length === 1
      ? main.toUpperCase()
      : main.replace(/^f(\d+)$/, "F$1").replace(/^\w/, (c) => c.toUpperCase());
  const mods = parts.slice(0, -1).map((m) => {
    if (m === "mod") return mac ? "⌘" : "Ctrl";
    if (m === "alt") return mac ? "⌥" : "Alt";
    if (m === "shift") return mac ? "⇧" : "Shift";
    return mac ? "⌃" : "Ctrl";
  });
  return mac ? [...mods, label].join("") : [...mods, label].join("+");
}

/** Could both commands be offered at the same time? Scoped commands overlap only on a shared pattern. */
function overlap(a: AnyCommand, b: AnyCommand): boolean {
  if (!a.scope || !b.scope) return true;
  return a.scope.some((p) => b.scope?.includes(p));
}

const patterns = new Set<string>(Object.values(ROUTES));
const flags = new Set<string>(CONFIG_FLAGS);
const menus = new Set<string>(MENU_IDS);

/**
 * Every problem that makes a registry unusable: duplicate ids, missing texts, unknown right codes,
 * server flags or menus, scopes naming no route (decision 111), keys claimed twice. The registry
 * test asserts this is empty.
 */
export function registryProblems(commands: readonly AnyCommand[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const c of commands) {
    if (ids.has(c.id)) problems.push(`duplicate id ${c.id}`);
    ids.add(c.id);
    if (!c.title?.trim()) problems.push(`${c.id}: no title`);
    if (!c.category?.trim()) problems.push(`${c.id}: no category`);
    for (const r of c.rights ?? []) if (!isRightCode(r)) problems.push(`${c.id}: unknown right code ${r}`);
    for (const f of c.flags ?? []) if (!flags.has(f)) problems.push(`${c.id}: unknown server flag ${f}`);
    if (c.scope?.length === 0) problems.push(`${c.id}: empty scope`);
    for (const p of c.scope ?? []) if (!patterns.has(p)) problems.push(`${c.id}: scope ${p} is no route`);
    for (const m of c.menus ?? []) if (!menus.has(m.menu)) problems.push(`${c.id}: unknown menu ${m.menu}`);
  }
  const byKey = new Map<string, AnyCommand[]>();
  for (const c of commands) {
    for (const k of parseKeys(c.key)) byKey.set(k, [...(byKey.get(k) ?? []), c]);
  }
  for (const [key, claimants] of byKey) {
    for (let i = 0; i < claimants.length; i++) {
      for (let j = i + 1; j < claimants.length; j++) {
        const a = claimants[i]!;
        const b = claimants[j]!;
        if (overlap(a, b)) problems.push(`key ${key} claimed by ${a.id} and ${b.id}`);
      }
    }
  }
  return problems;
}
