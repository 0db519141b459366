import { columnMinPx } from "./data-table-layout";

/**
 * Whether a cell's text fits its column unclipped (decision 194). Every clipped cell is a clip
 * node Chromium layerizes again on each frame that scrolls or repaints the grid, and most cells
 * hold short text: a cell is clipped (and its text ends in an ellipsis) only when its text,
 * measured in the grid's font, is wider than the narrowest its column can get.
 */
export type FitTest = (text: string, column: number) => boolean;

/** A cell's horizontal padding (data-table.css: `padding: 0 12px`). */
const PADDING_PX = 24;
/** Widths measured per font, kept until this many (a grid shows a few thousand distinct texts). */
const KEEP = 5_000;
const measured = new Map<string, Map<string, number>>();

/**
 * The test for `columns` in `font` (a CSS font shorthand), or one that always clips where text
 * cannot be measured (no canvas).
 */
export function fitTest(font: string, columns: { width?: string | undefined }[], rootPx: number): FitTest {
  const context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!context) return () => false;
  // A font the canvas cannot read leaves its default (10px sans-serif): narrower than the grid's,
  // so every text would seem to fit. Then clip them all.
  const before = context.font;
  context.font = font;
  if (context.font === before && font !== before) return () => false;
  const room = columns.map((c) => columnMinPx(c.width, rootPx) - PADDING_PX);
  let widths = measured.get(font);
  if (!widths) {
    widths = new Map();
    measured.set(font, widths);
  }
  const cache = widths;
  const widthOf = (text: string): number => {
    let width = cache.get(text);
    if (width === undefined) {
      if (cache.size >= KEEP) cache.clear();
      width = context.measureText(text).width;
      cache.set(text, width);
    }
    return width;
  };
  return (text, column) => {
    if (text === "") return true;
    // Latin text is measured a character at a time, each measured once: most cells' texts are
    // new (names, numbers), and kerning only narrows Latin text, so the sum is never short.
    let width = 0;
    if (LATIN.test(text)) for (const ch of text) width += widthOf(ch);
    else width = widthOf(text);
    // Two pixels of slack for rounding between canvas and layout.
    return width + 2 <= (room[column] ?? 0);
  };
}

/** Text whose characters' advances add up to its width (Latin letters, digits, punctuation). */
const LATIN = /^[\u0020-\u007e\u00a0-\u024f\u2010-\u2027]*$/;

/** The CSS font of the element's text, as a canvas takes it. */
export function fontOf(el: Element): string {
  const s = getComputedStyle(el);
  return `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
}
