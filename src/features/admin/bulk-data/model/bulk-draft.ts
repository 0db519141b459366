import type { BulkOperationInput } from "../../../../../server/contracts/admin/bulk-data";
import {
  BULK_FIELDS,
  type BulkField,
  type BulkKind,
} from "../../../../../server/contracts/admin/bulk-data-fields";

/** What the bulk data form holds: every kind's fields, only the chosen kind's are sent. */
export interface BulkDraft {
  kind: BulkKind;
  queryId: string;
  field: BulkField;
  value: string;
  months: string;
  /** YYYY-MM-DD (the box shows DD/MM/YYYY). */
  closedBefore: string;
}

export const EMPTY_DRAFT: BulkDraft = {
  kind: "set-field",
  queryId: "",
  field: "contactTime",
  value: "",
  months: "24",
  closedBefore: "",
};

/** The operation a draft asks for, or the sentence saying what is missing. */
export function operationOf(d: BulkDraft): { operation: BulkOperationInput } | { error: string } {
  if (d.kind === "set-field") {
    const queryId = Number(d.queryId);
    if (!Number.isInteger(queryId) || queryId <= 0) return { error: "Choose a saved query." };
    if (!d.value) return { error: `Choose the new ${BULK_FIELDS[d.field].label.toLowerCase()}.` };
    return { operation: { kind: "set-field", queryId, field: d.field, value: d.value } };
  }
  if (d.kind === "deactivate-members") {
    const months = Number(d.months);
    if (!/^\d+$/.test(d.months.trim()) || months < 1 || months > 240)
      return { error: "Months must be 1 to 240." };
    return { operation: { kind: "deactivate-members", months } };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.closedBefore)) return { error: "Enter the day as DD/MM/YYYY." };
  return { operation: { kind: "archive-jobs", closedBefore: d.closedBefore } };
}

/** Share of the work done, 0–100, for the progress bar. */
export function progressOf(op: {
  status: string;
  total: number;
  changed: number;
  restored: number;
  skipped: number;
}) {
  if (op.status === "undoing" || op.status === "undone") {
    const settled = op.restored + op.skipped;
    return op.changed === 0 ? 100 : Math.min(100, Math.round((settled / op.changed) * 100));
  }
  if (op.status === "done") return 100;
  return op.total === 0 ? 0 : Math.min(100, Math.round((op.changed / op.total) * 100));
}

export const STATUS_TEXT: Record<string, string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  undoing: "Undoing",
  undone: "Undone",
  failed: "Failed",
};
