import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../../commands/all-commands";
import { fakeContext } from "../../../commands/core/fake-context";
import { type AnyCommand, defineCommand } from "../../../commands/core/types";
import { CommandPalette } from "./command-palette";
import { type CommandHostValue, commandUi, HostContext } from "./command-ui";
import "./cmdk-test-dom";

/** What a keystroke costs: `when` calls (availability) and renders of one row (its `key` is read per render). */
const counts = { when: 0, zebraRenders: 0 };
const probes: AnyCommand[] = [
  defineCommand({
    id: "test.zebra",
    title: "Zebra crossing report",
    category: "Test",
    get key() {
      counts.zebraRenders++;
      return "Alt+Z";
    },
    when: () => {
      counts.when++;
      return true;
    },
    run: () => {},
  }),
  ...["alpha", "bravo", "charlie"].map((w) =>
    defineCommand({ id: `test.zebra.${w}`, title: `Zebra ${w} report`, category: "Test", run: () => {} }),
  ),
];
const commands = [...ALL_COMMANDS, ...probes];

function setup() {
  counts.when = 0;
  counts.zebraRenders = 0;
  const ran: string[] = [];
  const host: CommandHostValue = {
    commands,
    context: () =>
      fakeContext({ user: { id: "typing", name: "T", rights: new Set(["JOB", "CLI", "RES"]), flags: {} } })
        .ctx,
    run: async (command) => {
      ran.push(command.id);
    },
  };
  render(
    <HostContext.Provider value={host}>
      <CommandPalette />
    </HostContext.Provider>,
  );
  act(() => commandUi.openPalette());
  return { input: screen.getByRole("combobox") as HTMLInputElement, ran };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const selected = () => document.querySelector('[cmdk-item][data-selected="true"]')?.textContent ?? "";
const rowTitles = () => [...document.querySelectorAll("[cmdk-item] .cmd-title")].map((e) => e.textContent);

afterEach(() => {
  act(() => commandUi.closePalette());
  cleanup();
});

describe("CommandPalette while typing", () => {
  it("puts the selection back on the first row whenever the query changes", async () => {
    const { input, ran } = setup();
    type(input, "zebra");
    await waitFor(() => expect(selected()).toContain("Zebra"));
    const first = selected();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(selected()).not.toBe(first);
    type(input, "zebra ");
    expect(selected()).toBe(first);
    // The palette bench waits for the frame whose list answers what the input shows.
    expect(document.querySelector("[data-results-for]")?.getAttribute("data-results-for")).toBe("zebra ");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    type(input, "zebra r");
    expect(selected()).toBe(first);
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(ran).toHaveLength(1));
  });

  it("evaluates when/enabled once per opening and re-renders only rows that are new", () => {
    const { input } = setup();
    expect(counts.when).toBe(1);
    type(input, "z");
    type(input, "ze");
    expect(rowTitles()).toContain("Zebra crossing report");
    const renders = counts.zebraRenders;
    expect(renders).toBeGreaterThan(0);
    // The zebra row stays listed while the other rows change: it is not rendered again.
    for (const q of ["zeb", "zebr", "zebra", "zebra c", "zebra cr", "zebra crossing"]) type(input, q);
    expect(rowTitles()).toEqual(["Zebra crossing report"]);
    expect(counts.zebraRenders).toBe(renders);
    expect(counts.when).toBe(1);
    act(() => commandUi.closePalette());
    act(() => commandUi.openPalette());
    expect(counts.when).toBe(2);
  });

  it("says Searching… only while an entity search is due, and never for short queries", async () => {
    const { input } = setup();
    type(input, "ne");
    expect(screen.queryByText("Searching…")).toBeNull();
    type(input, "#");
    expect(screen.queryByText("Searching…")).toBeNull();
    expect(screen.getByText(/Type at least/)).toBeTruthy();
    type(input, "#24");
    expect(screen.getByText("Searching…")).toBeTruthy();
    await waitFor(() => expect(selected()).toContain("J24007 - 24"));
    expect(screen.queryByText("Searching…")).toBeNull();
  });
});
