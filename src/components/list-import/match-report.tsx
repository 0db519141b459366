import type { MatchReport } from "../../../server/contracts/list-import";
import { col } from "../ui/record-columns";
import { RecordPanel } from "../ui/record-panel";
import { errorRowsHref } from "./list-import-api";

const OUTCOMES: Record<string, string> = {
  invalid: "Invalid",
  duplicate: "Repeated in the file",
  "in-panel": "Already in the panel",
  "opted-out": "Opted out",
};

const COLUMNS = [
  col("rowNumber", "Row", undefined, "right"),
  col("outcome", "Problem", (v) => OUTCOMES[String(v)] ?? String(v)),
  col("reason", "Reason"),
  col("cells", "Cells", (v) => (Array.isArray(v) ? v.join(" · ") : "")),
];

const n = (v: number | undefined) => (v ?? 0).toLocaleString("en-AU");

/**
 * The match report before anything is stored: counts per outcome, the first rows not imported as
 * new members with their reason, their spreadsheet, and "Import valid rows". A client's report
 * (decision 218) has counts and its own file's problems only.
 */
export function MatchReportView({
  report,
  onImport,
  onBack,
}: {
  report: MatchReport;
  onImport: () => void;
  onBack: () => void;
}) {
  const c = report.counts;
  const staff = c?.inPanel !== undefined;
  const toImport = report.toImport;
  return (
    <section aria-labelledby="match-report-title" className="match-report">
      <h2 id="match-report-title">3. Match report</h2>
      <p>Nothing has been stored yet.</p>
      <dl className="match-report-counts" data-testid="match-counts">
        <div>
          <dt>Rows</dt>
          <dd>{n(c?.total)}</dd>
        </div>
        <div>
          <dt>{staff ? "New people" : "Accepted"}</dt>
          <dd>{n(staff ? c?.valid : c?.accepted)}</dd>
        </div>
        {staff ? (
          <>
            <div>
              <dt>Already in the panel</dt>
              <dd>{n(c?.inPanel)}</dd>
            </div>
            <div>
              <dt>Opted out (never contacted)</dt>
              <dd>{n(c?.optedOut)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Repeated in the file</dt>
          <dd>{n(c?.duplicate)}</dd>
        </div>
        <div>
          <dt>Invalid</dt>
          <dd>{n(c?.invalid)}</dd>
        </div>
      </dl>
      <RecordPanel
        title="Rows not imported as new people"
        rows={report.rows as unknown as Record<string, unknown>[]}
        columns={COLUMNS}
        rowKey={(r) => Number(r.rowNumber)}
        height="16rem"
      />
      {report.moreRows > 0 ? <p>And {n(report.moreRows)} more rows: download them all.</p> : null}
      <div className="record-actions">
        <a className="btn" href={errorRowsHref(report.importId)} download>
          Download the rows not imported (.xlsx)
        </a>
        <button type="button" className="btn" onClick={onBack}>
          Change the columns
        </button>
        <button type="button" className="btn btn-primary" disabled={toImport === 0} onClick={onImport}>
          Import valid rows ({n(toImport)})
        </button>
      </div>
    </section>
  );
}
