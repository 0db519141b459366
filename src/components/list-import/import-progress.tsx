import { useEffect } from "react";
import { useImportProgress } from "./list-import-api";

/** The queued import's progress bar, polled until it is done. */
export function ImportProgress({
  importId,
  onDone,
  onAgain,
}: {
  importId: number;
  onDone?: (() => void) | undefined;
  onAgain: () => void;
}) {
  const progress = useImportProgress(importId, true);
  const p = progress.data;
  const done = p?.status === "done";
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  if (!p) return <p role="status">{progress.error ? progress.error.message : "Starting the import…"}</p>;
  const total = Math.max(p.toImport, 1);
  return (
    <section aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">4. {done ? "Imported" : "Importing"}</h2>
      <progress
        className="list-import-progress"
        max={total}
        value={p.imported}
        aria-label={`${p.imported} of ${p.toImport} rows imported`}
      />
      <p role="status" data-testid="import-status">
        {done
          ? `Import finished: ${p.imported.toLocaleString("en-AU")} rows imported.`
          : `${p.imported.toLocaleString("en-AU")} of ${p.toImport.toLocaleString("en-AU")} rows imported…`}
      </p>
      {p.error ? <p className="alert alert-warning">{p.error}</p> : null}
      {done ? (
        <button type="button" className="btn" onClick={onAgain}>
          Import another file
        </button>
      ) : null}
    </section>
  );
}
