import "./reports.css";
import { useCallback, useMemo, useState } from "react";
import { reportById } from "../../../../server/contracts/reports/catalogue";
import {
  DRILL_COLUMNS,
  type DrillKind,
  type ReportRow,
} from "../../../../server/contracts/reports/report-kit";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { setTabSelection } from "../../../workspace/selection";
import { actions } from "../../../workspace/store";
import { useTabPath } from "../../../workspace/use-tab-path";
import { drillPage } from "../api/reports-api";
import { cellText, isNumeric } from "../model/cells";
import { filtersOf } from "../model/report-url";

const KIND_WORDS: Record<DrillKind, string> = {
  bookings: "bookings",
  jobs: "jobs",
  clients: "clients",
  respondents: "members",
  sessions: "sessions",
};

/** Where Enter takes a drilled row: the record it is about. */
function recordPath(kind: DrillKind, row: ReportRow): string | null {
  const id = (key: string) => (typeof row[key] === "number" ? (row[key] as number) : null);
  switch (kind) {
    case "bookings":
    case "respondents": {
      const resid = id("respondentId");
      return resid ? href(ROUTES.respondentRecord, { resid }) : null;
    }
    case "jobs": {
      const jobId = id("jobId");
      return jobId ? href(ROUTES.jobEdit, { id: jobId }) : null;
    }
    case "clients": {
      const clientId = id("clientId");
      return clientId ? href(ROUTES.clientEdit, { id: clientId }) : null;
    }
    case "sessions": {
      const sessionId = id("sessionId");
      const jobId = id("jobId");
      return sessionId && jobId ? href(ROUTES.sessionEdit, { id: sessionId, jobid: jobId }) : null;
    }
  }
}

/**
 * The rows behind a report's number (decision 236), opened in the other pane: the same filters
 * as the report, the report, the row and the column in the address. Rows can be selected for the
 * commands that act on a selection, and Enter opens the record a row is about.
 */
export default function ReportRowsView() {
  const path = useTabPath("/report/rows");
  const ask = useMemo(() => {
    const params = new URLSearchParams(path.split("?")[1] ?? "");
    return {
      report: params.get("report") ?? "",
      key: params.get("key") ?? "",
      column: params.get("column") ?? "",
      filters: filtersOf(path),
    };
  }, [path]);
  const r = reportById(ask.report);
  const kind = r?.columns.find((c) => c.key === ask.column)?.drill;
  const [title, setTitle] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => {
      const answer = await drillPage(ask, { start: req.start, length: req.length }, signal);
      if (answer) {
        setTitle(answer.title);
        setTotal(answer.total);
      }
      return answer;
    },
    [ask],
  );
  if (!r || !kind)
    return <p className="ws-note">These rows cannot be shown: the report or the number is unknown.</p>;
  const columns: DataColumn<ReportRow>[] = DRILL_COLUMNS[kind].map((c) => ({
    key: c.key,
    header: c.header,
    ...(c.format === "date" ? { width: "7rem" } : c.format === "int" ? { width: "5.5rem" } : {}),
    align: isNumeric(c.format) && c.format !== "int" ? "right" : "left",
    render: (row: ReportRow) => cellText(c.format === "int" ? "text" : c.format, row[c.key]),
  }));
  return (
    <section className="screen report">
      <header className="screen-head">
        <div>
          <h1>{title ?? "Rows behind the number"}</h1>
          <p className="report-summary">
            {total === null ? "" : `${total.toLocaleString("en-AU")} ${KIND_WORDS[kind]}. `}From {r.title}.
            Enter opens a row&apos;s record; Shift+arrows select rows.
          </p>
        </div>
      </header>
      <DataTable<ReportRow>
        key={path}
        label={title ?? "Rows behind the number"}
        columns={columns}
        rowKey={(row) =>
          String(row.bookingId ?? row.jobId ?? row.clientId ?? row.respondentId ?? row.sessionId)
        }
        loadPage={loadPage}
        height="min(70vh, 720px)"
        emptyText="No rows."
        onSelectionChange={(rows) => setTabSelection(path, rows)}
        onOpen={(row, options) => {
          const to = recordPath(kind, row);
          if (to) actions.open(to, options);
        }}
      />
    </section>
  );
}
