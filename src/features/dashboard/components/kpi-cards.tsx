import type { DashStat, DashStatKey } from "../../../../server/contracts/dashboard";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { actions } from "../../../workspace/store";
import { useDashStats } from "../api/dashboard-reads";
import { changeText, periodText, statText } from "../model/kpi";

/**
 * Where a card's rows can be seen (drill-through into the other pane). Only the sessions have a
 * list of their own (the session calendar); bookings, members and invoices have no list view by
 * period yet, so their figures stay plain.
 */
const DRILL: Partial<Record<DashStatKey, { path: string; title: string }>> = {
  sessionsHeld: { path: href(ROUTES.sessioncalendar), title: "Session Calendar" },
};

function Card({ stat, previousPeriod }: { stat: DashStat; previousPeriod: string }) {
  const change = changeText(stat);
  const drill = DRILL[stat.key];
  const figure = statText(stat.format, stat.value);
  return (
    <li className="kpi-card" data-testid={`kpi-${stat.key}`}>
      <span className="kpi-label" title={stat.definition}>
        {stat.label}
      </span>
      {drill ? (
        <button
          type="button"
          className="kpi-value kpi-drill"
          aria-label={`${stat.label}: ${figure}. Open the ${drill.title} in the other pane`}
          onClick={() => actions.open(drill.path, { otherPane: true, title: drill.title })}
        >
          {figure}
        </button>
      ) : (
        <span className="kpi-value">{figure}</span>
      )}
      <span className={`kpi-change kpi-${change.direction}`}>
        {change.arrow ? <span aria-hidden="true">{change.arrow} </span> : null}
        {change.text}
        <span className="visually-hidden"> ({previousPeriod})</span>
      </span>
    </li>
  );
}

/** GET /api/dash-stats/: the agency's figures this period against the previous one. */
export function KpiCards() {
  const { data, error } = useDashStats();
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className="kpi-loading">Loading the figures…</p>;
  const previous = `previous period ${periodText(data.previousFrom, data.previousTo)}`;
  return (
    <section className="kpi-section" aria-labelledby="dash-kpi">
      <h2 id="dash-kpi" className="kpi-heading">
        {periodText(data.from, data.to)}{" "}
        <small>against {periodText(data.previousFrom, data.previousTo)}</small>
      </h2>
      <ul className="kpi-cards">
        {data.stats.map((s) => (
          <Card key={s.key} stat={s} previousPeriod={previous} />
        ))}
      </ul>
    </section>
  );
}
