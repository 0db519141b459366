import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeContext } from "../../../commands/fake-context";
import { type AnyCommand, defineCommand } from "../../../commands/types";

// cmdk measures and scrolls items; happy-dom lacks these.
Element.prototype.scrollIntoView = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

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

/** A fresh module graph per test, so the palette chunk is "not loaded yet" every time. */
async function mountHost() {
  vi.resetModules();
  const { CommandHost } = await import("./command-host");
  const { commandUi } = await import("./command-ui");
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
afterEach(() => cleanup());

describe("keys typed while the palette loads", () => {
  it("are kept: the loaded palette starts from the typed text", async () => {
    const ui = await mountHost();
    const waiting = screen.getByRole("textbox", { name: "Command palette" });
    expect(document.activeElement).toBe(waiting);
    fireEvent.change(waiting, { target: { value: "goodb" } });
    const input = (await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement;
    expect(input.value).toBe("goodb");
    expect(await screen.findByRole("option", { name: /Say goodbye/ })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Say hello/ })).toBeNull();
    expect(ran).toEqual([]);
    act(() => ui.closePalette());
  });

  it("Enter pressed while loading runs the top row once the palette is there", async () => {
    await mountHost();
    const waiting = screen.getByRole("textbox", { name: "Command palette" });
    fireEvent.change(waiting, { target: { value: "hello" } });
    fireEvent.keyDown(waiting, { key: "Enter" });
    await waitFor(() => expect(ran).toEqual(["hello"]), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId("command-palette")).toBeNull());
  });

  it("Escape while loading closes it, and the next opening starts empty", async () => {
    const ui = await mountHost();
    const waiting = screen.getByRole("textbox", { name: "Command palette" });
    fireEvent.change(waiting, { target: { value: "hello" } });
    fireEvent.keyDown(waiting, { key: "Escape" });
    expect(screen.queryByTestId("command-palette")).toBeNull();
    act(() => ui.openPalette());
    const input = (await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement;
    expect(input.value).toBe("");
    expect(ran).toEqual([]);
    act(() => ui.closePalette());
  });
});
