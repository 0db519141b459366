import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../contracts/escape-html";
import { renderTemplate, templateFields } from "./merge-fields";

describe("renderTemplate", () => {
  it("substitutes fields, with or without spaces inside the braces", () => {
    const out = renderTemplate(
      "Hi {{firstName}}, see you {{ sessionDate }}.",
      { firstName: "Ann", sessionDate: "01/02/2027" },
      { html: false },
    );
    expect(out).toBe("Hi Ann, see you 01/02/2027.");
  });

  it("renders unknown and empty fields as nothing", () => {
    expect(renderTemplate("[{{nope}}][{{empty}}]", { empty: null }, { html: false })).toBe("[][]");
  });

  it("escapes values in HTML bodies but not the template's own markup", () => {
    const out = renderTemplate(
      '<p title="{{name}}">{{name}}</p>',
      { name: `<script>"x"&'y'</script>` },
      { html: true },
    );
    expect(out).toBe(
      '<p title="&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;">&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;</p>',
    );
  });

  it("leaves values as they are in plain text", () => {
    expect(renderTemplate("{{name}}", { name: "A & <B>" }, { html: false })).toBe("A & <B>");
  });

  it("renders URL fields only when they are http(s) URLs", () => {
    const tpl = '<a href="{{surveyLink}}">go</a>';
    expect(renderTemplate(tpl, { surveyLink: "javascript:alert(1)" }, { html: true })).toBe(
      '<a href="">go</a>',
    );
    expect(renderTemplate(tpl, { surveyLink: "https://x.test/s?a=1&b=2" }, { html: true })).toBe(
      '<a href="https://x.test/s?a=1&amp;b=2">go</a>',
    );
  });

  it("does not read inherited properties as fields", () => {
    expect(renderTemplate("{{constructor}}{{toString}}", {}, { html: false })).toBe("");
  });

  it("never lets a value add markup to an HTML body (property)", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const out = renderTemplate("<p>{{v}}</p>", { v: value }, { html: true });
        expect(out.slice(3, -4)).not.toMatch(/[<>"']/);
        expect(out).toBe(`<p>${escapeHtml(value)}</p>`);
      }),
    );
  });
});

describe("templateFields", () => {
  it("lists each field once in order of first use", () => {
    expect(templateFields("{{a}} {{ b }} {{a}} {{c.d}}")).toEqual(["a", "b", "c.d"]);
  });
});
