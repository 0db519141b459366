import { useId } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type ChartSpec, type ChartValue, colourOf, LINE_DASHES, numberOf } from "./chart-model";

interface DrawingProps {
  spec: ChartSpec;
  rows: readonly Record<string, ChartValue>[];
  formatValue: (seriesKey: string, value: number) => string;
  formatX: (x: ChartValue) => string;
  onPick?: (row: Record<string, ChartValue>, seriesKey: string) => void;
  height: number;
}

/** Stripes over the series' colour, so stacked bars differ without colour (the first is plain). */
function Patterns({ prefix, count }: { prefix: string; count: number }) {
  const angles = [0, 45, -45, 90, 0, 45, -45, 90];
  return (
    <defs>
      {Array.from({ length: count }, (_, i) => (
        <pattern
          // biome-ignore lint/suspicious/noArrayIndexKey: one pattern per series position
          key={i}
          id={`${prefix}-${i}`}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform={`rotate(${angles[i % angles.length]})`}
        >
          <rect width="6" height="6" fill={colourOf(i)} />
          {i > 0 ? <line x1="0" y1="0" x2="0" y2="6" stroke="#fff" strokeWidth={i % 2 ? 1.5 : 3} /> : null}
        </pattern>
      ))}
    </defs>
  );
}

/** The recharts half of ChartWithTable, loaded on demand (decision 232). */
export function ChartDrawing({ spec, rows, formatValue, formatX, onPick, height }: DrawingProps) {
  const prefix = `chart-pattern-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  const data = rows as Record<string, ChartValue>[];
  const pick = (index: number, key: string) => {
    const row = rows[index];
    if (onPick && row && numberOf(row[key]) !== null) onPick(row, key);
  };
  const cursor = onPick ? "pointer" : undefined;
  const firstKey = spec.series[0]?.key ?? "";
  const tick = (v: ChartValue) => formatX(v);
  const valueTick = (v: number) => formatValue(firstKey, v);
  const tooltip = (
    <Tooltip
      labelFormatter={(label) => formatX(label as ChartValue)}
      formatter={(value, _name, item) => formatValue(String(item.dataKey), Number(value))}
    />
  );
  if (spec.kind === "funnel") {
    const key = firstKey;
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ right: 48 }}>
          <CartesianGrid horizontal={false} />
          <XAxis type="number" tickFormatter={valueTick} />
          <YAxis type="category" dataKey={spec.x} tickFormatter={tick} width={110} />
          {tooltip}
          <Bar
            dataKey={key}
            name={spec.series[0]?.label}
            fill={colourOf(0)}
            isAnimationActive={false}
            cursor={cursor}
            onClick={(_d, i) => pick(i, key)}
          >
            <LabelList
              dataKey={key}
              position="right"
              formatter={(v) => (typeof v === "number" ? formatValue(key, v) : "")}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    );
  }
  if (spec.kind === "line") {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={data} accessibilityLayer={false}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey={spec.x} tickFormatter={tick} />
          <YAxis tickFormatter={valueTick} width={64} />
          {tooltip}
          <Legend />
          {spec.series.map((s, si) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={colourOf(si)}
              strokeWidth={2}
              strokeDasharray={LINE_DASHES[si % LINE_DASHES.length]}
              isAnimationActive={false}
              connectNulls
              activeDot={{
                r: 6,
                cursor,
                onClick: (_e: unknown, p: unknown) => pick(Number((p as { index?: number }).index), s.key),
              }}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  const stacked = spec.kind === "stackedBar";
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} accessibilityLayer={false}>
        <Patterns prefix={prefix} count={spec.series.length} />
        <CartesianGrid vertical={false} />
        <XAxis dataKey={spec.x} tickFormatter={tick} />
        <YAxis tickFormatter={valueTick} width={64} />
        {tooltip}
        <Legend />
        {spec.series.map((s, si) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={`url(#${prefix}-${si})`}
            stroke={colourOf(si)}
            stackId={stacked ? "stack" : undefined}
            isAnimationActive={false}
            cursor={cursor}
            onClick={(_d, i) => pick(i, s.key)}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
