import { formatDate, formatMoney } from "../../../lib/format";
import { useRespondentSummary } from "../api/respondents-api";
import { HistoryPanel } from "./history-panel";

const day = (iso: string | null | undefined) => formatDate(iso, "—");

/** The respondent at a glance (GET /api/respondent-summary/{id}) and their history. */
export function SummaryTab({ respondentId }: { respondentId: number }) {
  const summary = useRespondentSummary(respondentId);
  if (summary.error) return <p className="field-error">{summary.error.message}</p>;
  const s = summary.data;
  if (!s) return <p className="res-muted">Loading…</p>;
  const rows: [string, string | number][] = [
    ["Panel member ID", s.id],
    ["Name", s.fullName],
    ["Member since", day(s.memberSince)],
    ["Status", `${s.isActive ? "Active" : "Inactive"}${s.optedOut ? ", opted out" : ""}`],
    [
      "Panels",
      [s.businessRego && "Business", s.disabilityRego && "Impairment"].filter(Boolean).join(", ") ||
        "Consumer",
    ],
    ["Events", s.events],
    ["Last event", day(s.lastEventAt)],
    ["Payments", `${s.payments} · ${formatMoney(s.totalPaid, "$0.00")} paid`],
    ["Children", s.children],
    ["Bank details on file", s.hasBankDetails ? "Yes" : "No"],
  ];
  if (s.totalPoints !== null)
    rows.push([
      "Points (current / paid / total)",
      `${s.accumulatedPoints} / ${s.paidPoints} / ${s.totalPoints}`,
    ]);
  return (
    <>
      <dl className="res-summary">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <HistoryPanel respondentId={respondentId} />
    </>
  );
}
