/**
 * Text placed into HTML (merge values, piped answers, mail texts, markup shown as text): the five
 * characters that could end an element or attribute become entities. Zod-free, so public pages
 * and the browser use the same one.
 */
const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
