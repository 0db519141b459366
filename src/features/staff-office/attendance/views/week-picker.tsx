import { CommandButton } from "../../../../components/command/command-button";
import { formatDate } from "../../../../lib/format";
import { timesheetScreen, useTimesheetScreen } from "../state/screen-state";

/** The week shown: any day picks its week (Monday to Sunday); the arrows move a week. */
export function WeekPicker() {
  const { week } = useTimesheetScreen();
  return (
    <div className="record-toolbar" style={{ flexWrap: "wrap" }}>
      <CommandButton id="timesheets.previousWeek" />
      <label>
        Week of{" "}
        <input
          type="date"
          value={week}
          aria-describedby="timesheet-week-text"
          onChange={(e) => e.target.value && timesheetScreen.setWeek(e.target.value)}
        />
      </label>
      <span id="timesheet-week-text" className="muted">
        Monday {formatDate(week)}
      </span>
      <CommandButton id="timesheets.nextWeek" />
    </div>
  );
}
