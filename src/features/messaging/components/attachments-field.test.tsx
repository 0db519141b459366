import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AttachmentsField } from "./attachments-field";

afterEach(cleanup);

function Harness({ seen }: { seen: File[][] }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <AttachmentsField
      files={files}
      onChange={(next) => {
        seen.push(next);
        setFiles(next);
      }}
    />
  );
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe("AttachmentsField", () => {
  it("adds picked files to the list and removes one by its button, keeping focus on the picker", () => {
    const seen: File[][] = [];
    render(<Harness seen={seen} />);
    const input = screen.getByLabelText("Attach files") as HTMLInputElement;
    expect(input.type).toBe("file");
    fireEvent.change(input, { target: { files: [file("brief.pdf", 2048), file("list.csv", 10)] } });
    fireEvent.change(input, { target: { files: [file("more.txt", 3 * 1024 * 1024)] } });
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringContaining("brief.pdf (2 KB)"),
      expect.stringContaining("list.csv (1 KB)"),
      expect.stringContaining("more.txt (3.0 MB)"),
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Remove list.csv" }));
    expect(seen.at(-1)?.map((f) => f.name)).toEqual(["brief.pdf", "more.txt"]);
    expect(document.activeElement).toBe(input);
    fireEvent.click(screen.getByRole("button", { name: "Remove brief.pdf" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove more.txt" }));
    expect(screen.queryByRole("list")).toBeNull();
  });
});
