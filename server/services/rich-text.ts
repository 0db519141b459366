/**
 * Stand-in until the shared sanitiser (DOMPurify + jsdom) is merged from main: it keeps no markup
 * at all, which is safe. Main's file replaces this one at merge.
 */
export function sanitizeRichText(html: string): string {
  return html.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
