import "../../../../components/ui/data-table.css";
import { CommandButton } from "../../../../components/command/command-button";
import { useTimesheetScreen } from "../state/screen-state";
import { TimesheetWeekPanel } from "./timesheet-week";
import { WeekPicker } from "./week-picker";

/** staff/timesheet (any staff user, decision 258): one's own week, to check and submit. */
export default function MyTimesheetView() {
  const { week } = useTimesheetScreen();
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>My Timesheet</h1>
        <WeekPicker />
      </header>
      <TimesheetWeekPanel
        staffUserId={null}
        week={week}
        actions={<CommandButton id="timesheets.submitMine" className="btn btn-primary" />}
      />
    </section>
  );
}
