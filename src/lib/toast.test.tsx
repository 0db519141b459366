import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withLineBreaks } from "./toast";

describe("withLineBreaks", () => {
  it("turns the spec's <br> into a line break, not literal text", () => {
    const { container } = render(
      <p>
        {withLineBreaks(
          "You don't have permission to export results.<br>Please contact system administrator.",
        )}
      </p>,
    );
    expect(container.querySelectorAll("br")).toHaveLength(1);
    expect(container.textContent).toBe(
      "You don't have permission to export results.Please contact system administrator.",
    );
    expect(container.innerHTML).not.toContain("&lt;br");
  });
  it("leaves plain text alone", () => {
    expect(withLineBreaks("Saved.")).toBe("Saved.");
  });
});
