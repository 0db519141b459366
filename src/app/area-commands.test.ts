import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../commands/all-commands";
import { SHELL_COMMANDS } from "../../commands/shell-commands";
import { loadAreaCommands, useRegistry } from "./area-commands";

describe("the registry in two parts (decision 120)", () => {
  it("lists every shell command in ALL_COMMANDS, so the checks cover them", () => {
    for (const c of SHELL_COMMANDS) expect(ALL_COMMANDS).toContain(c);
  });

  it("starts with the shell's commands and holds all of them once the areas load", async () => {
    const { result } = renderHook(() => useRegistry());
    expect(result.current).toBe(SHELL_COMMANDS);
    let area: readonly unknown[] = [];
    await act(async () => {
      area = await loadAreaCommands();
    });
    expect(area.length).toBe(ALL_COMMANDS.length - SHELL_COMMANDS.length);
    expect(new Set(result.current.map((c) => c.id))).toEqual(new Set(ALL_COMMANDS.map((c) => c.id)));
    expect(result.current.find((c) => c.id === "sessions.book")).toBeDefined();
  });
});
