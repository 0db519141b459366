import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

afterEach(cleanup);

describe("RichTextEditor", () => {
  it("shows the value and the limited toolbar", async () => {
    render(
      <RichTextEditor label="Introduction" value="<p>Hello <strong>Ann</strong></p>" onChange={() => {}} />,
    );
    const box = await screen.findByRole("textbox", { name: "Introduction" });
    await waitFor(() => expect(box.innerHTML).toContain("<strong>Ann</strong>"));
    const toolbar = screen.getByRole("toolbar", { name: "Introduction formatting" });
    const names = [...toolbar.querySelectorAll("button")].map((b) => b.textContent);
    expect(names).toEqual(["Bold", "Italic", "Underline", "Bullets", "Numbers", "Link", "Undo", "Redo"]);
  });

  it("inserts a merge field and reports the new HTML", async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        label="Body"
        value="<p>Hi</p>"
        onChange={onChange}
        mergeFields={[{ key: "first_name", label: "First name" }]}
      />,
    );
    await screen.findByRole("textbox", { name: "Body" });
    fireEvent.change(screen.getByLabelText("Insert merge field"), { target: { value: "first_name" } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain("{{first_name}}");
  });

  it("replaces the content when the value changes from outside", async () => {
    const { rerender } = render(<RichTextEditor label="Text" value="<p>One</p>" onChange={() => {}} />);
    const box = await screen.findByRole("textbox", { name: "Text" });
    rerender(<RichTextEditor label="Text" value="<p>Two</p>" onChange={() => {}} />);
    await waitFor(() => expect(box.textContent).toBe("Two"));
  });

  it("reports the value as given when the content is back to it, so an untouched record stays clean", async () => {
    const onChange = vi.fn();
    // Stored text the editor tidies ("<p>…</p>") must not read as a change (walkthrough M2).
    render(
      <RichTextEditor
        label="Mail"
        value="Hi there"
        onChange={onChange}
        mergeFields={[{ key: "first_name", label: "First name" }]}
      />,
    );
    await screen.findByRole("textbox", { name: "Mail" });
    fireEvent.change(screen.getByLabelText("Insert merge field"), { target: { value: "first_name" } });
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain("{{first_name}}"));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe("Hi there"));
  });
});
