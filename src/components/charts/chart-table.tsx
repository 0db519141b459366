import { type ChartSpec, type ChartValue, conversionText, numberOf } from "./chart-model";

interface ChartTableProps {
  title: string;
  spec: ChartSpec;
  rows: readonly Record<string, ChartValue>[];
  formatValue: (seriesKey: string, value: number) => string;
  formatX: (x: ChartValue) => string;
  onPick?: (row: Record<string, ChartValue>, seriesKey: string) => void;
}

const headOf = (spec: ChartSpec) => spec.xLabel ?? spec.x.charAt(0).toUpperCase() + spec.x.slice(1);

/**
 * The chart's table twin: the same rows and formatted values, x in row headers; with onPick each
 * number is a button (keyboard drill-through). A funnel adds the conversion from the stage before.
 */
export function ChartTable({ title, spec, rows, formatValue, formatX, onPick }: ChartTableProps) {
  const funnel = spec.kind === "funnel";
  const first = spec.series[0];
  return (
    <div className="chart-table-wrap">
      <table className="chart-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headOf(spec)}</th>
            {spec.series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
            {funnel ? <th scope="col">Conversion from previous stage</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const x = formatX(row[spec.x] ?? null);
            const previous = i > 0 && first ? numberOf(rows[i - 1]?.[first.key]) : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; two may share an x text
              <tr key={`${x}-${i}`}>
                <th scope="row">{x}</th>
                {spec.series.map((s) => {
                  const n = numberOf(row[s.key]);
                  const text = n === null ? "–" : formatValue(s.key, n);
                  return (
                    <td key={s.key} className="chart-num">
                      {onPick && n !== null ? (
                        <button
                          type="button"
                          className="chart-pick"
                          aria-label={`${s.label}, ${x}: ${text}`}
                          onClick={() => onPick(row, s.key)}
                        >
                          {text}
                        </button>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
                {funnel ? (
                  <td className="chart-num">
                    {first ? conversionText(previous, numberOf(row[first.key])) || "–" : "–"}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
