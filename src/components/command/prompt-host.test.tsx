import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PromptHost, promptHost } from "./prompt-host";

afterEach(cleanup);

describe("PromptHost", () => {
  it("answers a prompt with the typed text, and nothing once cancelled", async () => {
    render(<PromptHost />);
    expect(screen.queryByRole("textbox")).toBeNull();

    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = promptHost.prompt("Name this layout", "Mine");
    });
    const input = screen.getByRole("textbox", { name: "Name this layout" }) as HTMLInputElement;
    expect(input.value).toBe("Mine");
    fireEvent.change(input, { target: { value: "Recruiting" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await answer).toBe("Recruiting");
    expect(screen.queryByRole("textbox")).toBeNull();

    act(() => {
      answer = promptHost.prompt("Name this layout");
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await answer).toBeNull();
  });

  it("answers a confirmation yes or no", async () => {
    render(<PromptHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = promptHost.confirm("Delete the layout?");
    });
    expect(screen.getByText("Delete the layout?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(await answer).toBe(true);

    act(() => {
      answer = promptHost.confirm("Delete the layout?");
    });
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(await answer).toBe(false);
    expect(screen.queryByText("Delete the layout?")).toBeNull();
  });

  it("a destructive confirmation starts on the safe choice, with verbs on its buttons", async () => {
    render(<PromptHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = promptHost.confirm("This session and its 3 bookings will be deleted.", "Are you sure?", {
        confirmLabel: "Delete session and 3 bookings",
        cancelLabel: "Keep",
        destructive: true,
      });
    });
    const keep = screen.getByRole("button", { name: "Keep", hidden: true });
    expect(document.activeElement).toBe(keep);
    expect(screen.getByRole("button", { name: "Delete session and 3 bookings", hidden: true })).toBeTruthy();
    fireEvent.click(keep);
    expect(await answer).toBe(false);
  });
});
