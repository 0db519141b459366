/** What the export shows while the file streams in. */
export interface ExportState {
  entity: string;
  phase: "running" | "done" | "failed";
  totalRows: number;
  bytes: number;
}

/**
 * A compressed .xlsx row of our lists is roughly this many bytes; the server only says how many
 * rows will come (X-Total-Rows), so the bar estimates rows from bytes and never claims 100%
 * before the stream ends.
 */
export const BYTES_PER_ROW = 48;

export function exportPercent(s: ExportState): number {
  if (s.phase === "done") return 100;
  if (s.totalRows <= 0) return 0;
  return Math.min(99, Math.floor((s.bytes / BYTES_PER_ROW / s.totalRows) * 100));
}

export function exportLabel(s: ExportState): string {
  const size =
    s.bytes >= 1_048_576 ? `${(s.bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(s.bytes / 1024)} KB`;
  const rows = s.totalRows.toLocaleString("en-AU");
  if (s.phase === "done") return `Exported ${rows} rows (${size}).`;
  if (s.phase === "failed") return "The export failed.";
  const est = Math.min(s.totalRows, Math.floor(s.bytes / BYTES_PER_ROW)).toLocaleString("en-AU");
  return `Exporting… about ${est} of ${rows} rows (${size} received)`;
}

/** File name from Content-Disposition, else a default. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ?? fallback;
}
