import type { ReactNode } from "react";
import {
  TIMESHEET_FLAGS,
  type TimesheetDay,
} from "../../../../../server/contracts/staff-office/timesheet-calls";
import type { DataColumn } from "../../../../components/ui/data-table";
import { RecordPanel } from "../../../../components/ui/record-panel";
import { formatDate, formatTime } from "../../../../lib/format";
import { useTimesheet } from "../api/timesheets-api";

const hours = (n: number) => n.toFixed(2);
const STATUS: Record<string, string> = {
  open: "Not submitted",
  submitted: "Submitted",
  approved: "Approved (locked)",
  returned: "Returned",
};

const entriesText = (d: TimesheetDay) =>
  d.entries
    .map((e) => `${formatTime(e.clockOn)}–${e.clockOff ? formatTime(e.clockOff) : "still in"}`)
    .join(", ");

const columns: DataColumn<TimesheetDay>[] = [
  { key: "day", header: "Day", width: "16%", render: (d) => formatDate(d.day) },
  { key: "entries", header: "Clock entries", render: entriesText },
  { key: "expectedHours", header: "Expected", align: "right", render: (d) => hours(d.expectedHours) },
  { key: "clockedHours", header: "Clocked", align: "right", render: (d) => hours(d.clockedHours) },
  { key: "trackedHours", header: "Tracked", align: "right", render: (d) => hours(d.trackedHours) },
  { key: "differenceHours", header: "Difference", align: "right", render: (d) => hours(d.differenceHours) },
  {
    key: "leaveHours",
    header: "Leave",
    align: "right",
    render: (d) => (d.leaveHours ? hours(d.leaveHours) : ""),
  },
  { key: "flags", header: "Flags", render: (d) => d.flags.map((f) => TIMESHEET_FLAGS[f]).join("; ") },
];

/** A person's week, days as rows (decision 257), with its status, totals and adjustments. */
export function TimesheetWeekPanel({
  staffUserId,
  week,
  actions,
}: {
  staffUserId: number | null;
  week: string;
  actions: ReactNode;
}) {
  const q = useTimesheet(staffUserId, week);
  const t = q.data;
  return (
    <section className="timesheet-week" aria-label="Timesheet">
      {t ? (
        <p data-testid="timesheet-status">
          <strong>{t.staffName}</strong>, week of {formatDate(t.weekStart)}: {STATUS[t.status]}
          {t.decidedBy ? ` by ${t.decidedBy}` : ""}. Clocked {hours(t.totals.clockedHours)} h of{" "}
          {hours(t.totals.expectedHours)} h expected, tracked {hours(t.totals.trackedHours)} h
          {t.approvedHours !== null ? `, ${hours(t.approvedHours)} h at approval` : ""}.
        </p>
      ) : null}
      {t?.returnReason && t.status === "returned" ? <p>Returned because: {t.returnReason}</p> : null}
      <RecordPanel<TimesheetDay>
        title="Days"
        rows={t?.days}
        error={q.error ? String(q.error) : null}
        columns={columns}
        rowKey={(d) => Number(d.day.replaceAll("-", ""))}
        actions={actions}
        height="330px"
      />
      {t && t.submitRefusals.length > 0 && t.status !== "approved" ? (
        <ul aria-label="To fix before submitting">
          {t.submitRefusals.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {t && t.adjustments.length > 0 ? (
        <>
          <h2>Adjustments after approval</h2>
          <ul>
            {t.adjustments.map((a) => (
              <li key={`${a.at}-${a.reason}`}>
                {a.action} by {a.by}, {a.at}: {a.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
