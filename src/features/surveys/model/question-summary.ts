/** Question text without markup, for list rows and confirmations. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The rows of a fixed-height list in view (plus a few either side) and the space above and below
 * them, so a 500-question survey renders about twenty rows.
 */
export function windowOf(
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  count: number,
  overscan = 5,
) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + overscan);
  return { first, last, before: first * rowHeight, after: Math.max(0, (count - last) * rowHeight) };
}
