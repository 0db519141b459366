import "./staff-home.css";
import { RIGHTS } from "../../../../server/contracts/rights-codes";
import { useCommandHost } from "../../../components/command/command-ui";
import { SalesChart, StaffKpiCharts } from "../components/dash-charts";
import { KpiCards } from "../components/kpi-cards";
import { QuickSearch } from "../components/quick-search";
import { CurrentJobsPanel, CurrentSessionsPanel } from "../components/work-lists";

/**
 * The dashboard's widgets of staff-calls §7.6 (decision 233), loaded after the shell's first
 * screen: quick searches and KPI cards above the day's cards, work lists and charts below.
 */
function HomeTop() {
  return (
    <>
      <section className="quick-searches" aria-label="Quick searches">
        <QuickSearch kind="job" />
        <QuickSearch kind="respondent" />
      </section>
      <KpiCards />
    </>
  );
}

function HomeBottom() {
  const rights = useCommandHost().context().user.rights;
  return (
    <div className="dash-below">
      <CurrentJobsPanel />
      <CurrentSessionsPanel />
      {rights.has(RIGHTS.StaffKPIReport) ? <StaffKpiCharts /> : null}
      {rights.has(RIGHTS.SalesReport) ? <SalesChart /> : null}
    </div>
  );
}

/** The lazily loaded half of the dashboard named by `part`. */
export default function StaffHomeWidgets({ part }: { part: "top" | "bottom" }) {
  return part === "top" ? <HomeTop /> : <HomeBottom />;
}
