import { useQuery } from "@tanstack/react-query";
import type {
  BulkOperation,
  BulkOperationInput,
  BulkPreviewRow,
} from "../../../../../server/contracts/admin/bulk-data";
import * as calls from "../../../../../server/contracts/admin/bulk-data-calls";
import { callApi } from "../../../../lib/call-api";
import { readQuery } from "../../../../lib/read-query";

export type { BulkOperation, BulkPreviewRow };
export { calls };

export const bulkKeys = {
  queries: ["admin-bulk", "queries"] as const,
  operation: (id: number, since: number) => ["admin-bulk", "operation", id, since] as const,
};

const MOVING = new Set(["queued", "running", "undoing"]);

/** The saved panel queries "Set a field" can use. */
export const useBulkQueries = () =>
  useQuery(readQuery(bulkKeys.queries, calls.bulkQueries, {}, { what: "the saved queries" }));

/** One operation, polled every second while it runs or undoes (`since`: when it was followed). */
export const useBulkOperation = (followed: { id: number; since: number } | null) =>
  useQuery({
    ...readQuery(
      bulkKeys.operation(followed?.id ?? 0, followed?.since ?? 0),
      calls.bulkOperation,
      { id: followed?.id ?? 0 },
      { enabled: followed !== null, quiet: true },
    ),
    refetchInterval: (query) => (query.state.data && !MOVING.has(query.state.data.status) ? false : 1000),
  });

/** A page of the rows a previewed operation would change. */
export async function previewPage(
  operation: BulkOperationInput,
  start: number,
  length: number,
  signal: AbortSignal,
) {
  const answer = await callApi(
    calls.bulkPreview,
    { operation, start, length },
    { signal, hideLoadingBar: true },
  );
  return answer.succeeded ? { rows: answer.value.rows, total: answer.value.total } : null;
}

/** A page of the history, newest first. */
export async function historyPage(start: number, length: number, signal: AbortSignal) {
  const answer = await callApi(calls.bulkHistory, { start, length }, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}
