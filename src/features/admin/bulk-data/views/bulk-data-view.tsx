import "../../../../components/ui/data-table.css";
import "./bulk-data.css";
import { useCallback } from "react";
import { CommandButton } from "../../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { formatDateTime } from "../../../../lib/format";
import { type BulkOperation, type BulkPreviewRow, historyPage, previewPage } from "../api/bulk-data-api";
import { STATUS_TEXT } from "../model/bulk-draft";
import { bulkScreen, useBulkHistoryVersion, useBulkPreview, useBulkSelection } from "../state/bulk-screen";
import { BulkForm } from "./bulk-form";
import { BulkProgress } from "./bulk-progress";

const previewColumns: DataColumn<BulkPreviewRow>[] = [
  { key: "name", header: "Record" },
  { key: "detail", header: "Detail", render: (r) => r.detail ?? "" },
  { key: "current", header: "Now", render: (r) => r.current ?? "(empty)" },
  { key: "next", header: "After" },
];

const historyColumns: DataColumn<BulkOperation>[] = [
  { key: "createdAt", header: "When", width: "10rem", render: (r) => formatDateTime(r.createdAt) },
  { key: "description", header: "Change" },
  { key: "status", header: "Status", width: "6rem", render: (r) => STATUS_TEXT[r.status] ?? r.status },
  {
    key: "changed",
    header: "Rows",
    align: "right",
    render: (r) =>
      r.status === "undone" || r.status === "undoing"
        ? `${r.restored} restored${r.skipped ? `, ${r.skipped} skipped` : ""}`
        : `${r.changed} of ${r.total}`,
  },
  {
    key: "undoUntil",
    header: "Undo until",
    width: "10rem",
    render: (r) => (r.canUndo && r.undoUntil ? formatDateTime(r.undoUntil) : "—"),
  },
  { key: "createdBy", header: "By" },
];

/**
 * admin/bulkdata (ConfigurationAdmin; decision 281): choose an operation, preview the count and
 * the rows it changes, run it (after confirming the count) on the queue with its progress, and
 * undo it from the history for 24 hours.
 */
export default function BulkDataView() {
  const shown = useBulkPreview();
  const historyVersion = useBulkHistoryVersion();
  // Read here so the toolbar's Undo button follows the history's selection.
  const selected = useBulkSelection();
  const loadPreview = useCallback(
    async (req: PageRequest, signal: AbortSignal) =>
      shown ? previewPage(shown.operation, req.start, req.length, signal) : null,
    [shown],
  );
  const loadHistory = useCallback(
    async (req: PageRequest, signal: AbortSignal) => historyPage(req.start, req.length, signal),
    [],
  );
  return (
    <section className="screen bulk-data">
      <header className="screen-head">
        <h1>Bulk Data</h1>
        <div className="record-toolbar">
          <CommandButton id="bulkData.preview" />
          <CommandButton id="bulkData.run" />
          <CommandButton id="bulkData.undo" />
        </div>
      </header>
      <BulkForm />
      {shown ? (
        <section aria-label="Preview" className="bulk-preview">
          <p className="bulk-count" data-testid="bulk-count">
            {shown.total === 1 ? "1 row" : `${shown.total.toLocaleString()} rows`} will change:{" "}
            {shown.description}
          </p>
          {shown.total > 0 ? (
            <DataTable<BulkPreviewRow>
              label="Rows that will change"
              columns={previewColumns}
              rowKey={(r) => r.id}
              loadPage={loadPreview}
              reloadKey={shown.version}
              height="min(320px, 40vh)"
              emptyText="No row will change."
            />
          ) : null}
        </section>
      ) : null}
      <BulkProgress />
      <h2 className="bulk-history-title">History</h2>
      {selected ? (
        <p className="ws-note" aria-live="polite">
          Selected: {selected.description} ({STATUS_TEXT[selected.status] ?? selected.status})
        </p>
      ) : null}
      <DataTable<BulkOperation>
        label="Bulk changes"
        columns={historyColumns}
        rowKey={(r) => r.id}
        loadPage={loadHistory}
        reloadKey={historyVersion}
        height="min(360px, 45vh)"
        emptyText="No bulk change yet."
        onSelectionChange={(rows) => bulkScreen.select(rows[rows.length - 1] ?? null)}
      />
    </section>
  );
}
