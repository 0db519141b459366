import { useEffect } from "react";
import { formatDateTime } from "../../../../lib/format";
import { useBulkOperation } from "../api/bulk-data-api";
import { progressOf, STATUS_TEXT } from "../model/bulk-draft";
import { bulkScreen, useBulkFollowing } from "../state/bulk-screen";

/** The progress of the operation just run or undone, polled while it moves. */
export function BulkProgress() {
  const followed = useBulkFollowing();
  const op = useBulkOperation(followed).data;
  // Each change of the operation (the query keeps an unchanged answer's object) shows in the
  // history too, and in the selected row that Undo reads.
  useEffect(() => {
    if (!op) return;
    bulkScreen.refreshHistory();
    if (bulkScreen.selected()?.id === op.id) bulkScreen.select(op);
  }, [op]);
  if (!followed || !op) return null;
  const percent = progressOf(op);
  const undo = op.status === "undoing" || op.status === "undone";
  return (
    <section className="bulk-progress" aria-label="Progress" role="status" data-testid="bulk-progress">
      <p>
        <strong>{STATUS_TEXT[op.status] ?? op.status}</strong>: {op.description}
      </p>
      <progress max={100} value={percent} aria-label={`${percent}% done`} />
      <p>
        {undo
          ? `${op.restored} of ${op.changed} restored${op.skipped ? `, ${op.skipped} skipped (changed since)` : ""}.`
          : `${op.changed} of ${op.total} changed.`}
        {op.status === "done" && op.undoUntil ? ` Undo possible until ${formatDateTime(op.undoUntil)}.` : ""}
        {op.error ? ` ${op.error}` : ""}
      </p>
    </section>
  );
}
