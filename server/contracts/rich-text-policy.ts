/**
 * What staff-authored rich text (survey texts, e-mail templates) may contain, for DOMPurify on the
 * server (on save) and in the browser (before rendering). Zod-free, so public pages can import it.
 * Merge tags such as href="{{survey_link}}" survive: they are relative URIs to DOMPurify.
 */
const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "blockquote",
  "span",
  "div",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
] as const;

const RICH_TEXT_ATTRIBUTES = [
  "href",
  "target",
  "rel",
  "src",
  "alt",
  "title",
  "style",
  "width",
  "height",
  "colspan",
  "rowspan",
  "align",
] as const;

/** CSS properties a style attribute may keep; values must not load or run anything. */
const ALLOWED_STYLES = new Set([
  "color",
  "background-color",
  "text-align",
  "font-weight",
  "font-style",
  "text-decoration",
  "font-size",
  "width",
  "height",
  "padding",
  "margin",
  "border",
  "vertical-align",
]);
const UNSAFE_STYLE_VALUE = /url\s*\(|expression\s*\(|javascript:|@import|\\/i;

/** Keeps the allowed declarations of a style attribute; "" when none is left. */
export function filterStyle(style: string): string {
  return style
    .split(";")
    .map((part) => part.trim())
    .filter((part) => {
      const colon = part.indexOf(":");
      if (colon <= 0) return false;
      const name = part.slice(0, colon).trim().toLowerCase();
      return ALLOWED_STYLES.has(name) && !UNSAFE_STYLE_VALUE.test(part.slice(colon + 1));
    })
    .join("; ");
}

/** The part of DOMPurify's API the policy uses (the server and browser builds share it). */
interface PurifierHooks {
  addHook(
    hook: "uponSanitizeAttribute",
    cb: (node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void,
  ): void;
  addHook(hook: "afterSanitizeAttributes", cb: (node: Element) => void): void;
}

/**
 * The two hooks: no data: images (an svg data URI can carry script) and only safe styles; links
 * that open a new tab get rel="noopener noreferrer", other targets are dropped.
 */
export function installRichTextHooks(purify: PurifierHooks): void {
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "src" && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === "style") {
      const kept = filterStyle(data.attrValue);
      if (kept) data.attrValue = kept;
      else data.keepAttr = false;
    }
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (!node.hasAttribute("target")) return;
    if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    else node.removeAttribute("target");
  });
}

export const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
};
