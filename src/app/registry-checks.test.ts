import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../commands/all-commands";
import { registryProblems } from "../../commands/core/registry";
import { type AnyCommand, defineCommand, MENU_IDS } from "../../commands/core/types";
import { STAFF_MENU } from "../../commands/navigation/go-to";
import { CONFIG_FLAGS } from "../../server/contracts/config";
import { allRoutes } from "./routes/all-routes";
import { ROUTES } from "./routes/route-patterns";
import { staffRoutes } from "./routes/staff";
import { SHELL_FLAGS } from "./shell-flags";

/** The registry checked against the app it runs in (decision 111). */
describe("route patterns, menus and flags have one source", () => {
  const tablePaths = allRoutes.map((r) => r.path as string);
  const patterns: string[] = Object.values(ROUTES);

  it("every route table entry is a pattern of ROUTES and every pattern is routed once", () => {
    expect(tablePaths.filter((p) => !patterns.includes(p))).toEqual([]);
    expect(patterns.filter((p) => !tablePaths.includes(p))).toEqual([]);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });

  it("every command scope names a route of the app", () => {
    const unrouted = ALL_COMMANDS.flatMap((c) =>
      (c.scope ?? []).filter((p) => !tablePaths.includes(p)).map((p) => `${c.id}: ${p}`),
    );
    expect(unrouted).toEqual([]);
  });

  it("every staff menu entry opens a staff route without parameters", () => {
    const staffPaths = staffRoutes.map((r) => r.path as string);
    for (const entry of STAFF_MENU) {
      expect(staffPaths, entry.id).toContain(entry.path);
      expect(entry.path, entry.id).not.toContain(":");
    }
  });

  it("every flag a command, menu entry or route uses is loaded by the shell and answered by the server", () => {
    const used = new Set<string>([
      ...ALL_COMMANDS.flatMap((c) => c.flags ?? []),
      ...STAFF_MENU.flatMap((e) => (e.flag ? [e.flag] : [])),
      ...allRoutes.flatMap((r) => (r.flag ? [r.flag] : [])),
    ]);
    expect(used.size).toBeGreaterThan(0);
    const loaded = new Set<string>(SHELL_FLAGS);
    const served = new Set<string>(CONFIG_FLAGS);
    expect([...used].filter((f) => !loaded.has(f))).toEqual([]);
    expect([...loaded].filter((f) => !served.has(f))).toEqual([]);
  });

  it("every menu a command is placed in is a known menu", () => {
    const menus = new Set<string>(MENU_IDS);
    const unknown = ALL_COMMANDS.flatMap((c) =>
      (c.menus ?? []).filter((m) => !menus.has(m.menu)).map((m) => `${c.id}: ${m.menu}`),
    );
    expect(unknown).toEqual([]);
  });

  it("registryProblems names a scope with no route, an unknown flag and an unknown menu", () => {
    const cmd = (over: Partial<AnyCommand>): AnyCommand =>
      defineCommand({ id: "x.a", title: "A", category: "Test", run: () => {}, ...over }) as AnyCommand;
    expect(
      registryProblems([
        cmd({ id: "x.scope", scope: ["/job/edt/:id" as never] }),
        cmd({ id: "x.flag", flags: ["IsNoSuchFlag" as never] }),
        cmd({ id: "x.menu", menus: [{ menu: "side-menu" as never, group: "G", order: 1 }] }),
        cmd({ id: "x.empty", scope: [] }),
      ]),
    ).toEqual([
      "x.scope: scope /job/edt/:id is no route",
      "x.flag: unknown server flag IsNoSuchFlag",
      "x.menu: unknown menu side-menu",
      "x.empty: empty scope",
    ]);
  });
});
