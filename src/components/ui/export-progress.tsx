import { useExportState } from "../../lib/list-export";
import { exportLabel, exportPercent } from "./export-progress-model";

/** The running (or last) export of this list: a bar and "about N of M rows". */
export function ExportProgress({ tag }: { tag: string }) {
  const s = useExportState();
  if (!s || s.entity !== tag) return null;
  return (
    <div className="export-progress" role="status" data-testid="export-progress">
      {s.phase === "running" ? <progress max={100} value={exportPercent(s)} /> : null}
      <span>{exportLabel(s)}</span>
    </div>
  );
}
