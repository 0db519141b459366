import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_COMMANDS } from "../../../commands/all-commands";
import { fakeContext } from "../../../commands/core/fake-context";
import { CommandHost } from "./command-host";
import { commandUi } from "./command-ui";
import { preloadPalette } from "./lazy-palette";
import "./cmdk-test-dom";

// The app loads the palette lazily (decision 080); loaded up front, it renders on the first open.
await preloadPalette();

const rights = new Set(["JOB", "CLI", "RES"]);

function setup() {
  const recorded: string[] = [];
  const build = (base: { otherPane: boolean }) => {
    const { ctx, calls } = fakeContext({
      user: { id: "u1", name: "Test", rights, flags: {} },
      otherPane: base.otherPane,
    });
    const original = ctx.openView;
    ctx.openView = (path, options) => {
      recorded.push(`open ${path}${options?.otherPane ? " (other pane)" : ""}`);
      original(path, options);
    };
    void calls;
    return ctx;
  };
  render(
    <CommandHost
      commands={ALL_COMMANDS}
      buildContext={build}
      userId="u1"
      onError={(t, m) => recorded.push(`${t}: ${m}`)}
    >
      <p>page</p>
    </CommandHost>,
  );
  act(() => commandUi.openPalette());
  const input = screen.getByRole("combobox") as HTMLInputElement;
  return { input, recorded };
}

const selected = () => document.querySelector('[cmdk-item][data-selected="true"]')?.textContent ?? "";

afterEach(() => {
  act(() => commandUi.closePalette());
  cleanup();
});

describe("CommandPalette", () => {
  it("ranks our way, selects the first row on each query and runs it with Enter", async () => {
    const { input, recorded } = setup();
    fireEvent.change(input, { target: { value: "new client" } });
    await waitFor(() => expect(selected()).toContain("Go to New Client"));
    fireEvent.change(input, { target: { value: "split r" } });
    await waitFor(() => expect(selected()).toContain("Split right"));
    expect(selected()).toContain("Alt+\\");
    fireEvent.change(input, { target: { value: ">new job" } });
    await waitFor(() => expect(selected()).toContain("Go to New Job"));
    fireEvent.keyDown(input, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(recorded).toEqual(["open /job/add (other pane)"]));
    expect(screen.queryByTestId("command-palette")).toBeNull();
  });

  it("shows commands that cannot run as disabled rows with the reason", async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: "stop tracking" } });
    await waitFor(() => expect(screen.getByText("No job is being tracked.")).toBeTruthy());
    const row = screen.getByText("Stop tracking").closest("[cmdk-item]");
    expect(row?.getAttribute("data-disabled")).toBe("true");
  });

  it("opens a picker page with a breadcrumb, loads as you type, and Backspace on empty goes back", async () => {
    const { input, recorded } = setup();
    fireEvent.change(input, { target: { value: "open job" } });
    await waitFor(() => expect(selected()).toContain("Open job…"));
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(screen.getByRole("navigation", { name: "Palette pages" }).textContent).toContain("Open job…"),
    );
    expect(screen.getByText(/Type at least 2 characters/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "2400" } });
    await waitFor(() => expect(selected()).toContain("J24007 - 2400"));
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.keyDown(input, { key: "Backspace" });
    await waitFor(() =>
      expect(screen.getByRole("navigation", { name: "Palette pages" }).textContent).toBe("All"),
    );
    fireEvent.change(input, { target: { value: "#2400" } });
    await waitFor(() => expect(selected()).toContain("J24007 - 2400"));
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(recorded).toEqual(["open /job/edit/7"]));
  });

  it("Escape closes", async () => {
    const { input } = setup();
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("command-palette")).toBeNull());
  });
});
