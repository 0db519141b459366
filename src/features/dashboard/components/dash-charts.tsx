import { useState } from "react";
import { type ChartValue, ChartWithTable } from "../../../components/charts/chart-with-table";
import { formatDate, formatMoney } from "../../../lib/format";
import { useMyUsername, useSales, useStaffKpi } from "../api/dashboard-reads";
import { kpiPeople, kpiRows, monthText } from "../model/kpi";

const KPI_SERIES = [
  { key: "bookingsMade", label: "Bookings made" },
  { key: "confirmations", label: "Confirmations" },
  { key: "attended", label: "Attended of their bookings" },
];
const HOURS_SERIES = [{ key: "hoursTracked", label: "Hours tracked" }];

const dayText = (x: ChartValue) => (typeof x === "string" ? formatDate(x).slice(0, 5) : "");
const weekText = (x: ChartValue) => (typeof x === "string" ? `w/c ${formatDate(x).slice(0, 5)}` : "");
const hoursText = (_key: string, n: number) => `${n.toFixed(1)} h`;

/** The daily and weekly staff KPI (SKRPT), for me, everyone or one person. */
export function StaffKpiCharts() {
  const daily = useStaffKpi("day", true);
  const weekly = useStaffKpi("week", true);
  const mine = useMyUsername();
  const [picked, setPicked] = useState<string | null>(null);
  const who = picked ?? mine.data ?? "";
  const people = kpiPeople(daily.data);
  const error = daily.error ?? weekly.error;
  return (
    <section className="card dash-wide" aria-labelledby="dash-kpi-charts">
      <div className="dash-section-head">
        <h2 id="dash-kpi-charts" className="card-title">
          Staff KPI
        </h2>
        <label className="dash-who">
          Whose figures{" "}
          <select value={who} onChange={(e) => setPicked(e.target.value)}>
            <option value="">Everyone</option>
            {mine.data && !people.some((p) => p.username === mine.data) ? (
              <option value={mine.data}>Me</option>
            ) : null}
            {people.map((p) => (
              <option key={p.username} value={p.username}>
                {p.username === mine.data ? `${p.name} (me)` : p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? <p role="alert">{error.message}</p> : null}
      <div className="dash-charts">
        {daily.data ? (
          <ChartWithTable
            title="Staff KPI, last 14 days"
            spec={{ kind: "bar", x: "period", xLabel: "Day", series: KPI_SERIES }}
            rows={kpiRows(daily.data, who)}
            formatX={dayText}
          />
        ) : null}
        {weekly.data ? (
          <ChartWithTable
            title="Staff KPI, last 12 weeks"
            spec={{ kind: "line", x: "period", xLabel: "Week from Monday", series: KPI_SERIES }}
            rows={kpiRows(weekly.data, who)}
            formatX={weekText}
          />
        ) : null}
        {daily.data ? (
          <ChartWithTable
            title="Hours tracked, last 14 days"
            spec={{ kind: "bar", x: "period", xLabel: "Day", series: HOURS_SERIES }}
            rows={kpiRows(daily.data, who)}
            formatX={dayText}
            formatValue={hoursText}
            height={200}
          />
        ) : null}
      </div>
      {daily.data ? (
        <details className="dash-definitions">
          <summary>What the figures count</summary>
          <dl>
            {daily.data.metrics.map((m) => (
              <div key={m.key}>
                <dt>{m.label}</dt>
                <dd>{m.definition}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}

const SALES_SERIES = [
  { key: "invoiced", label: "Invoiced" },
  { key: "quoted", label: "Quoted" },
  { key: "won", label: "Quotes won" },
];

/** GET /api/report/dashboard-sales-report (SLRPT): invoiced and quoted per month. */
export function SalesChart() {
  const { data, error } = useSales(true);
  return (
    <section className="card dash-wide" aria-labelledby="dash-sales">
      <h2 id="dash-sales" className="card-title">
        Sales
      </h2>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? (
        <ChartWithTable
          title="Sales, last 12 months"
          spec={{ kind: "bar", x: "month", xLabel: "Month", series: SALES_SERIES }}
          rows={data}
          formatX={monthText}
          formatValue={(_k, n) => formatMoney(n)}
        />
      ) : null}
    </section>
  );
}
