import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { filterStyle } from "../contracts/rich-text-policy";
import { richTextToPlain, sanitizeRichText } from "./rich-text";

/** Known XSS vectors, including the mXSS ones DOMPurify over happy-dom let through. */
const VECTORS = [
  `<script>alert(1)</script><p>x</p>`,
  `<img src=x onerror=alert(1)>`,
  `<a href="javascript:alert(1)">a</a>`,
  `<a href="jav&#x09;ascript:alert(1)">a</a>`,
  `<a href=" &#106;avascript:alert(1)">a</a>`,
  `<svg onload=alert(1)><circle/></svg>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<form action="https://evil.example"><input name=x></form>`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<details open ontoggle=alert(1)>x</details>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<p style="width: expression(alert(1))">x</p>`,
  `<a href="data:text/html,<script>alert(1)</script>">a</a>`,
];

/** Anything in the output that could run script or load a resource it should not. */
function leftovers(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (
      ["script", "iframe", "form", "base", "meta", "svg", "math", "template", "style", "noscript"].includes(
        tag,
      )
    )
      found.push(tag);
    for (const attr of el.attributes) {
      const value = attr.value.replace(/\s/g, "").toLowerCase();
      if (attr.name.startsWith("on")) found.push(`${tag}[${attr.name}]`);
      if (/^(javascript|data|vbscript):/.test(value))
        found.push(`${tag}[${attr.name}=${value.slice(0, 12)}]`);
      if (attr.name === "style" && /url\(|expression/.test(value)) found.push(`${tag}[style]`);
    }
  }
  return found;
}

describe("sanitizeRichText", () => {
  it.each(VECTORS)("leaves nothing executable of %s", async (vector) => {
    expect(leftovers(await sanitizeRichText(vector))).toEqual([]);
  });

  it("keeps the formatting staff use and merge tags in links", async () => {
    const html =
      '<p><strong>Hi {{first_name}}</strong>, <em>please</em> <u>answer</u>:</p><ul><li>one</li></ul><p><a href="{{survey_link}}" target="_blank">Start</a></p>';
    const clean = await sanitizeRichText(html);
    expect(clean).toContain("<strong>Hi {{first_name}}</strong>");
    expect(clean).toContain("<ul><li>one</li></ul>");
    expect(clean).toContain('href="{{survey_link}}"');
  });

  it("gives links that open a new tab rel=noopener and drops other targets", async () => {
    expect(await sanitizeRichText('<a href="https://a.example" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(await sanitizeRichText('<a href="https://a.example" target="frame1">a</a>')).not.toContain(
      "target",
    );
  });

  it("keeps safe styles only", () => {
    expect(filterStyle("color: red; position: fixed; text-align:center")).toBe(
      "color: red; text-align:center",
    );
    expect(filterStyle("background-color: url(x)")).toBe("");
  });

  it("runs many times without holding memory between turns", async () => {
    const big = `<p>${"word ".repeat(1500)}</p>`;
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i++) await sanitizeRichText(big);
    global.gc?.();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe("richTextToPlain", () => {
  it("gives the text with line breaks between blocks", async () => {
    expect(await richTextToPlain("<p>Hello <b>Ann</b></p><p>Line two<br>three</p><script>x</script>")).toBe(
      "Hello Ann\nLine two\nthree",
    );
  });
});
