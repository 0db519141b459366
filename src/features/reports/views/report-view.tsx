import "./reports.css";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useCallback, useMemo } from "react";
import { REPORT_PATHS, reportById } from "../../../../server/contracts/reports/catalogue";
import type {
  ReportColumn,
  ReportDeclaration,
  ReportRow,
} from "../../../../server/contracts/reports/report-kit";
import { ChartWithTable } from "../../../components/charts/chart-with-table";
import { CommandButton } from "../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { ExportProgress } from "../../../components/ui/export-progress";
import { useIsMobile } from "../../../lib/viewport";
import { actions } from "../../../workspace/store";
import { useTabPath } from "../../../workspace/use-tab-path";
import { reportPage } from "../api/reports-api";
import { cellText, isNumeric } from "../model/cells";
import { filtersOf, pathWith } from "../model/report-url";
import { ReportDefinitions } from "./report-definitions";
import { ReportFilterBar } from "./report-filter-bar";

const FIRST_PAGE = 100;

/** Opens the rows behind a number in the other pane, with the report's filters (decision 236). */
export function drillInto(r: ReportDeclaration, path: string, key: string, column: string) {
  const filters = filtersOf(path);
  const base = pathWith(REPORT_PATHS.rowsPage, filters);
  const sep = base.includes("?") ? "&" : "?";
  const pick = new URLSearchParams({ report: r.id, key, column }).toString();
  actions.open(`${base}${sep}${pick}`, { otherPane: true });
}

function columnsOf(r: ReportDeclaration, path: string, narrow: boolean): DataColumn<ReportRow>[] {
  return r.columns
    .filter((c) => !(narrow && c.wide))
    .map((c: ReportColumn) => ({
      key: c.key,
      header: c.header,
      align: isNumeric(c.format) ? "right" : "left",
      render: (row: ReportRow) => {
        const text = cellText(c.format, row[c.key]);
        const value = row[c.key];
        if (!c.drill || typeof value !== "number" || value === 0) return text;
        return (
          <button
            type="button"
            className="report-drill"
            tabIndex={-1}
            title={`Show the ${text} rows behind this number`}
            onClick={() => drillInto(r, path, String(row[r.rowKey]), c.key)}
          >
            {text}
          </button>
        );
      },
    }));
}

/**
 * A report's page (decision 230), the same for every report of the catalogue: its filters (kept
 * in the tab's address), the chart with its table twin, the rows paged by the server, the
 * period's totals, what the figures leave out and every definition. Numbers open their rows in
 * the other pane; the export is the same rows as .xlsx.
 */
export function ReportView({ id }: { id: string }) {
  const r = reportById(id);
  const path = useTabPath(r?.route ?? "/report");
  const filters = useMemo(() => filtersOf(path), [path]);
  const first = useQuery({
    queryKey: ["reports", id, filters],
    queryFn: ({ signal }) => reportPage(id, filters, { start: 0, length: FIRST_PAGE }, signal),
    staleTime: 30_000,
  });
  const narrow = useIsMobile();
  const columns = useMemo(() => (r ? columnsOf(r, path, narrow) : []), [r, path, narrow]);
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => {
      if (req.start === 0 && req.length === FIRST_PAGE && first.data) return first.data;
      return reportPage(id, filters, { start: req.start, length: req.length }, signal).catch(() => null);
    },
    [id, filters, first.data],
  );
  if (!r) return <p className="ws-note">No such report.</p>;
  const answer = first.data;
  const applied = answer ? { ...filters, ...answer.filters } : filters;
  return (
    <section className="screen report">
      <header className="screen-head">
        <div>
          <h1>{r.title}</h1>
          <p className="report-summary">{r.summary}</p>
        </div>
        <div className="record-toolbar">
          <ExportProgress tag="report" />
          <CommandButton id="reports.export" />
        </div>
      </header>
      <ReportFilterBar report={r} filters={applied} onChange={(next) => actions.open(pathWith(path, next))} />
      {first.error ? (
        <p role="alert" className="form-error">
          {(first.error as Error).message}
        </p>
      ) : null}
      {answer ? <p className="report-applied">{answer.summary[1]}</p> : <p className="ws-note">Loading…</p>}
      {answer && r.chart ? <ReportChart r={r} rows={answer.rows} totals={answer.totals} path={path} /> : null}
      {answer ? (
        <DataTable<ReportRow>
          key={path}
          label={`${r.title} rows`}
          columns={columns}
          rowKey={(row) => String(row[r.rowKey])}
          loadPage={loadPage}
          pageSize={FIRST_PAGE}
          height="min(60vh, 640px)"
          emptyText="No rows for these filters."
        />
      ) : null}
      {answer?.totals ? <ReportTotals r={r} totals={answer.totals} path={path} /> : null}
      {answer && answer.exclusions.length > 0 ? (
        <ul className="report-exclusions" aria-label="Left out of the figures">
          {answer.exclusions.map((e) => (
            <li key={e.label}>
              {e.label}: <strong>{e.count.toLocaleString("en-AU")}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <ReportDefinitions report={r} />
    </section>
  );
}

/** The period's totals; each drillable number is a button (the keyboard way to drill). */
function ReportTotals({ r, totals, path }: { r: ReportDeclaration; totals: ReportRow; path: string }) {
  const shown = r.columns.filter(
    (c) => isNumeric(c.format) && totals[c.key] !== null && totals[c.key] !== undefined,
  );
  return (
    <dl className="report-totals" aria-label="Totals for the period">
      {shown.map((c) => {
        const text = cellText(c.format, totals[c.key]);
        return (
          <div key={c.key}>
            <dt>{c.header}</dt>
            <dd>
              {c.drill && totals[c.key] ? (
                <button
                  type="button"
                  className="report-drill"
                  aria-label={`${c.header}: ${text}, show the rows`}
                  onClick={() => drillInto(r, path, "total", c.key)}
                >
                  {text}
                </button>
              ) : (
                text
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ReportChart({
  r,
  rows,
  totals,
  path,
}: {
  r: ReportDeclaration;
  rows: ReportRow[];
  totals: ReportRow | null;
  path: string;
}) {
  const chart = r.chart;
  if (!chart) return null;
  const byKey = new Map(r.columns.map((c) => [c.key, c]));
  const series = chart.series.map((key) => ({ key, label: byKey.get(key)?.header ?? key }));
  // A funnel draws the totals row as one bar per stage.
  const data =
    chart.from === "totals"
      ? chart.series.map((key) => ({
          stage: byKey.get(key)?.header ?? key,
          value: Number(totals?.[key] ?? 0),
          key,
        }))
      : rows;
  const spec =
    chart.from === "totals"
      ? { kind: chart.kind, x: "stage", series: [{ key: "value", label: "Count" }] }
      : { kind: chart.kind, x: chart.x, series };
  const xColumn = byKey.get(chart.x);
  return (
    <ChartWithTable
      title={r.title}
      spec={spec}
      rows={data}
      formatX={(x) => (xColumn ? cellText(xColumn.format, x) : String(x ?? ""))}
      formatValue={(key, value) => {
        const c = byKey.get(key);
        return c ? cellText(c.format, value) : value.toLocaleString("en-AU");
      }}
      onPick={(row, key) => {
        if (chart.from === "totals") {
          const column = String(row.key ?? "");
          if (byKey.get(column)?.drill) drillInto(r, path, "total", column);
        } else if (byKey.get(key)?.drill) drillInto(r, path, String(row[r.rowKey]), key);
      }}
    />
  );
}

type PageProps = { params: Record<string, string | undefined> };
const pages = new Map<string, ComponentType<PageProps>>();

/** The page component of one report, for the route table (one per report, made once). */
export function reportRoute(id: string): ComponentType<PageProps> {
  let page = pages.get(id);
  if (!page) {
    page = () => <ReportView id={id} />;
    pages.set(id, page);
  }
  return page;
}
