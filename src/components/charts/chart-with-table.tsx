import "./charts.css";
import { lazy, Suspense, useId, useState } from "react";
import { type ChartSpec, type ChartValue, chartSummary, integerText, plainX } from "./chart-model";
import { ChartTable } from "./chart-table";

export type { ChartSeries, ChartSpec, ChartValue } from "./chart-model";

export interface ChartWithTableProps {
  /** The chart's accessible name and the table's caption. */
  title: string;
  spec: ChartSpec;
  /** The x value and one number per series key. */
  rows: readonly Record<string, ChartValue>[];
  /** A series' value as text (money, minutes); default: an integer. */
  formatValue?: (seriesKey: string, value: number) => string;
  /** The x value as text (a day as DD/MM/YYYY); default: as it is. */
  formatX?: (x: ChartValue) => string;
  /** Drill-through: a bar, a dot or a table cell picked. */
  onPick?: (row: Record<string, ChartValue>, seriesKey: string) => void;
  height?: number;
}

// recharts rides in its own chunk, fetched when a chart first draws (decision 232).
const ChartDrawing = lazy(() => import("./chart-drawing").then((m) => ({ default: m.ChartDrawing })));

const defaultValue = (_key: string, value: number) => integerText(value);

/**
 * A chart with its table twin (decision 232): a "Chart / Table" switch shows either the drawing or
 * a real table of the same rows and formatted values. The drawing is an image with a text summary;
 * the table is where keyboard and screen-reader users read the numbers and drill through. The one
 * component that renders a `<table>` outside DataTable.
 */
export function ChartWithTable({
  title,
  spec,
  rows,
  formatValue = defaultValue,
  formatX = plainX,
  onPick,
  height = 260,
}: ChartWithTableProps) {
  const [view, setView] = useState<"chart" | "table">("chart");
  const headingId = useId();
  const summary = chartSummary({ title, spec, rows, value: formatValue, x: formatX });
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <div className="chart-head">
        <figcaption id={headingId} className="chart-title">
          {title}
        </figcaption>
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a fieldset of inputs */}
        <div className="chart-switch" role="group" aria-label={`${title}: view`}>
          <button type="button" aria-pressed={view === "chart"} onClick={() => setView("chart")}>
            Chart
          </button>
          <button type="button" aria-pressed={view === "table"} onClick={() => setView("table")}>
            Table
          </button>
        </div>
      </div>
      {view === "table" ? (
        <ChartTable
          title={title}
          spec={spec}
          rows={rows}
          formatValue={formatValue}
          formatX={formatX}
          onPick={onPick}
        />
      ) : (
        <div className="chart-drawing" role="img" aria-label={summary} style={{ height }}>
          {rows.length === 0 ? (
            <p className="chart-empty">No data for this period.</p>
          ) : (
            <Suspense fallback={<p className="chart-empty">Drawing the chart…</p>}>
              <ChartDrawing
                spec={spec}
                rows={rows}
                formatValue={formatValue}
                formatX={formatX}
                onPick={onPick}
                height={height}
              />
            </Suspense>
          )}
        </div>
      )}
    </figure>
  );
}
