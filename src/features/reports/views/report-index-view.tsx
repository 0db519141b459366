import "./reports.css";
import { REPORTS } from "../../../../server/contracts/reports/catalogue";
import type { ReportGroup } from "../../../../server/contracts/reports/report-kit";
import { useCommandHost } from "../../../components/command/command-ui";

const GROUPS: ReportGroup[] = ["Recruitment", "Jobs and clients", "Money and points", "Staff"];

/** /report: the reports the user's rights allow, grouped, each with what it is for. */
export default function ReportIndexView() {
  const rights = useCommandHost().context().user.rights;
  const mine = REPORTS.filter((r) => r.route && rights.has(r.right));
  return (
    <section className="screen report-index">
      <header className="screen-head">
        <h1>Reports</h1>
      </header>
      {mine.length === 0 ? (
        <p>No report is open to your role. Ask an administrator for a report right.</p>
      ) : null}
      {GROUPS.map((group) => {
        const reports = mine.filter((r) => r.group === group);
        if (reports.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`reports-${group}`}>
            <h2 id={`reports-${group}`}>{group}</h2>
            <ul>
              {reports.map((r) => (
                <li key={r.id}>
                  <a href={r.route ?? "#"}>{r.title}</a> — {r.summary}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
