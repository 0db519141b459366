import { useCallback } from "react";
import type {
  EligibilityTag,
  QueryResultsAnswer,
  ResultRow,
} from "../../../../server/contracts/panel-search";
import { QUERY_MAX_OFFSET } from "../../../../server/contracts/panel-search-constants";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { formatDate, formatTime } from "../../../lib/format";
import { type ListFormat, useListFormat } from "../../../lib/list-format";
import { queryResults, type SearchRequest } from "../api/panel-search-api";

export interface GridColumn {
  key: string;
  caption: string;
  valueKind: string;
  sortable: boolean;
}

function Labels({ labels }: { labels: EligibilityTag[] }) {
  if (!labels.length) return <span className="ps-eligible">Eligible</span>;
  return (
    <span className="ps-labels-cell">
      {labels.map((l) => (
        <span
          key={l.code}
          className={`ps-tag${l.blocked ? " ps-tag-blocked" : ""}`}
          title={l.detail ?? undefined}
          data-label={l.code}
        >
          {l.text}
        </span>
      ))}
    </span>
  );
}

/** Phone columns by their key: mobiles and landlines read as the forms and the attendee grid show them. */
const phoneKind = (key: string): "mobile" | "landline" | null =>
  /mobile/i.test(key) ? "mobile" : /(landline|phone)$/i.test(key) ? "landline" : null;

const cell = (row: ResultRow, c: GridColumn, list: ListFormat) => {
  const v = row[c.key];
  if (v === null || v === undefined) return "";
  const phone = phoneKind(c.key);
  if (phone && typeof v === "string") return list.phone(v, phone);
  if (c.valueKind === "date") return formatDate(v);
  if (c.valueKind === "timestamp") return `${formatDate(v)} ${formatTime(v)}`.trim();
  if (typeof v === "boolean") return v ? "Yes" : "No";
  return String(v);
};

interface Props {
  /** The search to show; null shows nothing (the filter has problems). */
  request: SearchRequest | null;
  columns: GridColumn[];
  /** Changes on every run, so the grid asks again even when nothing else changed. */
  runKey: number;
  onAnswer: (a: QueryResultsAnswer | string) => void;
  onSelection: (rows: ResultRow[]) => void;
  onOpen: (row: ResultRow, otherPane: boolean) => void;
  onSort: (sort: PageRequest["sort"]) => void;
}

/** The results in the shared virtualised grid: server pages, sortable, labels per row. */
export function ResultsGrid(props: Props) {
  const { request, columns, onAnswer } = props;
  const keys = columns.map((c) => c.key);
  const columnKey = keys.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: columnKey stands for the columns
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => {
      // Nothing to show before the first run (the filter has not settled yet): stay "Loading…".
      if (!request) return null;
      const answer = await queryResults(request, { ...req, columns: keys }, signal);
      if (req.start === 0) onAnswer(answer);
      // Offset pages stop at QUERY_MAX_OFFSET (decision 146): the grid scrolls that far, the
      // summary above it still gives the whole total, exports and the ids call take every row.
      return typeof answer === "string"
        ? null
        : { rows: answer.rows, total: Math.min(answer.total, QUERY_MAX_OFFSET + req.length) };
    },
    [request, columnKey, onAnswer],
  );
  const list = useListFormat();
  // Eligibility comes after the chosen columns: names and contact details are what a recruiter
  // scans first, and on a narrow screen the first columns are the ones that show.
  const grid: DataColumn<ResultRow>[] = [
    ...columns.map(
      (c): DataColumn<ResultRow> => ({
        key: c.key,
        header: c.caption,
        sortable: c.sortable,
        ...(c.valueKind === "number" ? { align: "right" as const } : {}),
        // A date and time reads whole (DD/MM/YYYY HH:MM), never cut by a narrow column.
        ...(c.valueKind === "timestamp" ? { width: "10.5rem" } : {}),
        render: (r) => cell(r, c, list),
      }),
    ),
    { key: "labels", header: "Eligibility", width: "14rem", render: (r) => <Labels labels={r.labels} /> },
  ];
  return (
    <DataTable<ResultRow>
      label="Search results"
      columns={grid}
      rowKey={(r) => r.id}
      loadPage={loadPage}
      pageSize={100}
      reloadKey={`${props.runKey}|${columnKey}`}
      height="max(260px, calc(100vh - 480px))"
      emptyText="No panel members match this filter."
      onQueryChange={(q) => props.onSort(q.sort)}
      onSelectionChange={props.onSelection}
      onOpen={(row, { otherPane }) => props.onOpen(row, otherPane)}
    />
  );
}
