import "../../../../components/ui/data-table.css";
import { useCallback } from "react";
import { CommandButton } from "../../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { formatDateTime } from "../../../../lib/format";
import { type TimesheetRow, weeksPage } from "../api/timesheets-api";
import { timesheetScreen, useTimesheetScreen } from "../state/screen-state";
import { PayDetailsForm } from "./pay-details-form";
import { TimesheetWeekPanel } from "./timesheet-week";
import { WeekPicker } from "./week-picker";

const STATUS: Record<TimesheetRow["status"], string> = {
  open: "Not submitted",
  submitted: "Submitted",
  approved: "Approved",
  returned: "Returned",
};

const columns: DataColumn<TimesheetRow>[] = [
  { key: "staffName", header: "Staff", width: "30%" },
  { key: "status", header: "Status", render: (r) => STATUS[r.status] },
  { key: "clockedHours", header: "Clocked hours", align: "right", render: (r) => r.clockedHours.toFixed(2) },
  { key: "submittedAt", header: "Submitted", render: (r) => formatDateTime(r.submittedAt) },
  { key: "decidedAt", header: "Decided", render: (r) => formatDateTime(r.decidedAt) },
];

/**
 * staff/attendance (ManageStaffAttendance, decision 257): everyone's timesheet status for a week,
 * submitted weeks first; Enter opens a person's week below to approve or return it, and their pay
 * details (decision 261).
 */
export default function AttendanceView() {
  const { week, personId, payFormOpen, version } = useTimesheetScreen();
  const loadPage = useCallback(
    (req: PageRequest, signal: AbortSignal) =>
      weeksPage({ week, start: req.start, length: req.length }, signal),
    [week],
  );
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Staff Attendance</h1>
        <WeekPicker />
      </header>
      <DataTable<TimesheetRow>
        label="Timesheets of the week"
        columns={columns}
        rowKey={(r) => r.staffUserId}
        loadPage={loadPage}
        reloadKey={`${week}-${version}`}
        height={personId === null ? "max(240px, calc(100vh - 320px))" : "30vh"}
        emptyText="No active staff."
        onOpen={(row) => timesheetScreen.open(row.staffUserId)}
      />
      {personId !== null ? (
        <TimesheetWeekPanel
          key={`${personId}-${week}`}
          staffUserId={personId}
          week={week}
          actions={
            <>
              <CommandButton id="timesheets.approve" className="btn btn-primary" />
              <CommandButton id="timesheets.return" />
              <CommandButton id="timesheets.payDetails" />
            </>
          }
        />
      ) : null}
      {personId !== null && payFormOpen ? <PayDetailsForm key={personId} staffUserId={personId} /> : null}
    </section>
  );
}
