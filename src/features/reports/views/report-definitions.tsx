import type { ReportDeclaration } from "../../../../server/contracts/reports/report-kit";

/** Every metric's definition beside the report (decision 231), open by default on wide screens. */
export function ReportDefinitions({ report }: { report: ReportDeclaration }) {
  const defined = report.columns.filter((c) => c.definition);
  if (defined.length === 0 && !report.notes?.length) return null;
  return (
    <details className="report-definitions" open>
      <summary>How these figures are counted</summary>
      <dl>
        {defined.map((c) => (
          <div key={c.key}>
            <dt>{c.header}</dt>
            <dd>{c.definition}</dd>
          </div>
        ))}
      </dl>
      {report.notes?.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </details>
  );
}
