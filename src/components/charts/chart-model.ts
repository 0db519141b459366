/**
 * What a chart and its table twin share (decision 232): the colours, the number formats, the
 * funnel's conversion and the text alternative. Pure, so the table, the drawing and the tests read
 * the same answers.
 */

/** A series of a chart: its key in each row and its label in the legend and the table's head. */
export interface ChartSeries {
  key: string;
  label: string;
}

/**
 * What a chart draws: its kind, the rows' key of the x value, the series. A funnel's x is the
 * stage name and it has one series. `xLabel` heads the table's first column (default: x).
 */
export interface ChartSpec {
  kind: "bar" | "stackedBar" | "line" | "funnel";
  x: string;
  series: ChartSeries[];
  xLabel?: string;
}

export type ChartValue = string | number | null;

/** Okabe–Ito, ordered so that neighbours differ in lightness too; yellow last (weak on white). */
export const CHART_COLOURS = [
  "#0072B2",
  "#E69F00",
  "#009E73",
  "#CC79A7",
  "#56B4E9",
  "#D55E00",
  "#000000",
  "#F0E442",
];

/** Line dash patterns by series, so lines differ without colour. */
export const LINE_DASHES = ["", "6 3", "2 3", "8 3 2 3", "12 4"];

export const colourOf = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length] as string;

/** A number as an integer with thousands separators (the default value format). */
export const integerText = (value: number) => Math.round(value).toLocaleString("en-AU");

/** The value of a row's cell as a number, or null when it is missing or not a number. */
export function numberOf(value: ChartValue | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The x value as the table and the axis show it when the page gives no format. */
export const plainX = (x: ChartValue) => (x === null ? "" : String(x));

/**
 * A funnel stage's conversion from the stage before it, in whole per cent ("50%"); the first
 * stage and a stage after an empty one have none.
 */
export function conversionText(previous: number | null, current: number | null): string {
  if (previous === null || current === null || previous <= 0) return "";
  return `${Math.round((current / previous) * 100)}%`;
}

const KIND_NAMES: Record<ChartSpec["kind"], string> = {
  bar: "Bar chart",
  stackedBar: "Stacked bar chart",
  line: "Line chart",
  funnel: "Funnel",
};

interface SummaryInput {
  title: string;
  spec: ChartSpec;
  rows: readonly Record<string, ChartValue>[];
  value: (seriesKey: string, value: number) => string;
  x: (x: ChartValue) => string;
}

/**
 * The chart's text alternative: its kind and size, then per series the total and where it peaks
 * (a funnel: each stage). The table twin carries every value; this says what the picture shows.
 */
export function chartSummary({ title, spec, rows, value, x }: SummaryInput): string {
  if (rows.length === 0) return `${title}: no data.`;
  const head = `${title}. ${KIND_NAMES[spec.kind]}, ${rows.length} ${rows.length === 1 ? "point" : "points"}.`;
  if (spec.kind === "funnel") {
    const series = spec.series[0];
    if (!series) return head;
    const stages = rows.map((r) => {
      const n = numberOf(r[series.key]);
      return `${x(r[spec.x] ?? null)} ${n === null ? "none" : value(series.key, n)}`;
    });
    return `${head} ${stages.join(", ")}.`;
  }
  const parts = spec.series.map((s) => {
    let total = 0;
    let peak: { n: number; at: ChartValue } | null = null;
    for (const r of rows) {
      const n = numberOf(r[s.key]);
      if (n === null) continue;
      total += n;
      if (!peak || n > peak.n) peak = { n, at: r[spec.x] ?? null };
    }
    if (!peak) return `${s.label}: none`;
    return `${s.label}: total ${value(s.key, total)}, highest ${value(s.key, peak.n)} at ${x(peak.at)}`;
  });
  return `${head} ${parts.join("; ")}.`;
}
