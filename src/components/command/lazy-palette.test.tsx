import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeContext } from "../../../commands/core/fake-context";
import { type AnyCommand, defineCommand } from "../../../commands/core/types";
import "./cmdk-test-dom";

const ran: string[] = [];
const commands: AnyCommand[] = [
  defineCommand({
    id: "test.hello",
    title: "Say hello",
    category: "Test",
    run: () => void ran.push("hello"),
  }),
  defineCommand({ id: "test.bye", title: "Say goodbye", category: "Test", run: () => void ran.push("bye") }),
];

type HostModules = typeof import("./command-host") & typeof import("./command-ui");
let modules: HostModules | undefined;

/**
 * Renders the command host and opens the palette. `fresh`: a new module graph, so the palette's
 * chunk is "not loaded yet"; otherwise the previous test's modules, with the chunk loaded.
 */
async function openInHost(fresh: boolean) {
  if (fresh || !modules) {
    vi.resetModules();
    modules = { ...(await import("./command-host")), ...(await import("./command-ui")) };
  }
  const { CommandHost, commandUi } = modules;
  render(
    <CommandHost
      commands={commands}
      buildContext={(base) => fakeContext({ otherPane: base.otherPane }).ctx}
      userId="u1"
      onError={() => {}}
    >
      <button type="button">page button</button>
    </CommandHost>,
  );
  act(() => commandUi.openPalette());
  return commandUi;
}

beforeEach(() => {
  ran.length = 0;
});
afterEach(() => {
  act(() => modules?.commandUi.closePalette());
  cleanup();
});

describe("LazyCommandPalette", () => {
  it("opens on the first request although its chunk was not loaded yet, then works as usual", async () => {
    await openInHost(true);
    // Not there in the same tick: the palette module (cmdk, ranking) is still downloading.
    expect(screen.queryByRole("combobox")).toBeNull();
    const input = (await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "hello" } });
    await screen.findByRole("option", { name: /Say hello/ });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(ran).toEqual(["hello"]));
  });

  it("renders in the same tick once loaded (the second opening never waits)", async () => {
    await openInHost(false);
    expect(screen.getByRole("combobox")).toBeTruthy();
  });
});

describe("keys typed while the palette loads (decision 100)", () => {
  it("are kept: the loaded palette starts from the typed text", async () => {
    await openInHost(true);
    const waiting = screen.getByRole("textbox", { name: "Command palette" });
    expect(document.activeElement).toBe(waiting);
    fireEvent.change(waiting, { target: { value: "goodb" } });
    const input = (await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement;
    expect(input.value).toBe("goodb");
    expect(await screen.findByRole("option", { name: /Say goodbye/ })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Say hello/ })).toBeNull();
    expect(ran).toEqual([]);
  });

  it("Enter pressed while loading runs the top row once the palette is there", async () => {
    await openInHost(true);
    const waiting = screen.getByRole("textbox", { name: "Command palette" });
    fireEvent.change(waiting, { target: { value: "hello" } });
    fireEvent.keyDown(waiting, { key: "Enter" });
    await waitFor(() => expect(ran).toEqual(["hello"]), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId("command-palette")).toBeNull());
  });

  it("Escape while loading closes it, and the next opening starts empty", async () => {
    const ui = await openInHost(true);
    const waiting = screen.getByRole("textbox", { name: "Command palette" });
    fireEvent.change(waiting, { target: { value: "hello" } });
    fireEvent.keyDown(waiting, { key: "Escape" });
    expect(screen.queryByTestId("command-palette")).toBeNull();
    act(() => ui.openPalette());
    const input = (await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement;
    expect(input.value).toBe("");
    expect(ran).toEqual([]);
  });
});
