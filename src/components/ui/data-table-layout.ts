/**
 * The grid's geometry (decision 194): every body row is one fixed height, so react-virtuoso
 * places rows without measuring them, and each row is laid out and painted on its own
 * (`contain: strict`) instead of as part of one table layout. Columns are a CSS grid template
 * shared by the header and every row, built from the columns' widths with the sizing of a
 * fixed-layout table.
 */

/** A body row's height in px: the CSS (`--dt-row-h`) and Virtuoso's `fixedItemHeight` read it. */
export const ROW_HEIGHT = 28;

/** The narrowest an unsized column gets before the list scrolls sideways. */
const AUTO_MIN = "4rem";
const ROOT_PX = 16;

/** A width as a number and its unit, when it is a plain length or percentage. */
const lengthOf = (width: string) => {
  const m = /^(\d+(?:\.\d+)?)(rem|em|px|%)$/.exec(width.trim());
  return m ? { n: Number(m[1]), unit: m[2] } : null;
};

/** How much a sized column grows when the list is wider than the widths add up to (fr units). */
function growth(width: string): number {
  const len = lengthOf(width);
  if (!len) return 1;
  return len.unit === "px" ? len.n / ROOT_PX : len.n;
}

/**
 * The narrowest a column gets, in px (the grid never squeezes a column below it): its width, or
 * the unsized columns' least; 0 for percentages and widths it cannot read.
 */
export function columnMinPx(width: string | undefined, rootPx: number): number {
  const len = lengthOf(width ?? AUTO_MIN);
  if (!len || len.unit === "%") return 0;
  return len.unit === "px" ? len.n : len.n * rootPx;
}

/**
 * `grid-template-columns` for the columns, as a fixed-layout table sizes them: when some column
 * has no width, sized columns keep theirs and the unsized ones share the rest; when every column
 * has one, the spare width is shared in proportion to them.
 */
export function gridTemplate(columns: { width?: string | undefined }[]): string {
  const someUnsized = columns.some((c) => !c.width);
  return columns
    .map(({ width }) => {
      if (!width) return `minmax(${AUTO_MIN}, 1fr)`;
      if (someUnsized) return width;
      const min = width.endsWith("%") ? "0" : width;
      return `minmax(${min}, ${growth(width)}fr)`;
    })
    .join(" ");
}

/**
 * The narrowest the columns fit in, for the table's `min-width`: a fixed-layout table grows past
 * its container rather than squeeze a sized column, and a contained row paints only within its
 * own box, so the rows must be as wide as their columns. Percentages take no room of their own.
 */
export function gridMinWidth(columns: { width?: string | undefined }[]): string {
  const parts = columns.flatMap(({ width }) => {
    if (!width) return [AUTO_MIN];
    return width.trim().endsWith("%") ? [] : [width];
  });
  return parts.length === 0 ? "0px" : `calc(${parts.join(" + ")})`;
}
