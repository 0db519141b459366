// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { safeHtml } from "./safe-html";

describe("safeHtml", () => {
  it("drops script and handlers and keeps formatting", () => {
    const out = safeHtml(
      '<p onclick="x()"><b>Hi</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe('<p><b>Hi</b><img src="x"></p>');
  });

  it("applies the shared policy: new-tab links get rel, data: images go", () => {
    expect(safeHtml('<a href="https://a.example" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(safeHtml('<img src="data:image/svg+xml;base64,AA">')).toBe("<img>");
  });
});
