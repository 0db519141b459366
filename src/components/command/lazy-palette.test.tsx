import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeContext } from "../../../commands/fake-context";
import { type AnyCommand, defineCommand } from "../../../commands/types";
import { CommandHost } from "./command-host";
import { commandUi } from "./command-ui";

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
];

afterEach(() => {
  act(() => commandUi.closePalette());
  cleanup();
});

describe("LazyCommandPalette", () => {
  it("opens on the first request although its chunk was not loaded yet, then works as usual", async () => {
    render(
      <CommandHost
        commands={commands}
        buildContext={(base) => fakeContext({ otherPane: base.otherPane }).ctx}
        userId="u1"
        onError={() => {}}
      >
        <p>page</p>
      </CommandHost>,
    );
    act(() => commandUi.openPalette());
    // Not there in the same tick: the palette module (cmdk, ranking) is still downloading.
    expect(screen.queryByRole("combobox")).toBeNull();
    const input = (await screen.findByRole("combobox", {}, { timeout: 5000 })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "hello" } });
    await screen.findByRole("option", { name: /Say hello/ });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(ran).toEqual(["hello"]));
  });

  it("renders in the same tick once loaded (the second opening never waits)", () => {
    render(
      <CommandHost
        commands={commands}
        buildContext={(base) => fakeContext({ otherPane: base.otherPane }).ctx}
        userId="u1"
        onError={() => {}}
      >
        <p>page</p>
      </CommandHost>,
    );
    act(() => commandUi.openPalette());
    expect(screen.getByRole("combobox")).toBeTruthy();
  });
});
