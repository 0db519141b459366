import "../../../../components/ui/data-table.css";
import "./leave.css";
import { useCallback } from "react";
import { RIGHTS } from "../../../../../server/contracts/rights-codes";
import { CommandButton } from "../../../../components/command/command-button";
import { useCommandHost } from "../../../../components/command/command-ui";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { formatDate } from "../../../../lib/format";
import { type LeaveRow, leavePage } from "../api/leave-api";
import { decisionText, hoursText, leaveWhenText, statusText } from "../model/leave-text";
import { leaveScreen, useLeaveScreen } from "../state/leave-screen";
import { LeaveBalances } from "./leave-balances";
import { LeaveForm } from "./leave-form";

const when: DataColumn<LeaveRow> = {
  key: "startsAt",
  header: "When",
  sortable: true,
  width: "13rem",
  render: leaveWhenText,
};
const type: DataColumn<LeaveRow> = { key: "leaveType", header: "Type" };
const hours: DataColumn<LeaveRow> = {
  key: "hours",
  header: "Hours",
  align: "right",
  render: (r) => hoursText(r.hours),
};

const mineColumns: DataColumn<LeaveRow>[] = [
  type,
  when,
  hours,
  { key: "status", header: "Status", sortable: true, render: (r) => statusText(r.status) },
  { key: "decision", header: "Decision", render: decisionText },
  { key: "note", header: "Note", render: (r) => r.note ?? "" },
];

const queueColumns: DataColumn<LeaveRow>[] = [
  { key: "staff", header: "Person", sortable: true, width: "20%" },
  type,
  when,
  hours,
  { key: "note", header: "Note", render: (r) => r.note ?? "" },
  { key: "createdAt", header: "Asked on", sortable: true, render: (r) => formatDate(r.createdAt) },
];

const SORTS = new Set(["startsAt", "staff", "status", "createdAt"]);
const sortOf = (req: PageRequest) =>
  req.sort && SORTS.has(req.sort.column) ? { sort: req.sort.column, dir: req.sort.dir } : {};

/**
 * staff/leave (every staff user; decision 253): one's balances and requests, the request form,
 * and for ManageStaffAttendance the queue of requests to decide with the asker's balances. Every
 * action is a command (palette, keys, the buttons here) acting on the row last selected.
 */
export default function LeaveView() {
  const { formId, formRow, selected, balancesOf, version } = useLeaveScreen();
  const user = useCommandHost().context().user;
  const manager = user.rights.has(RIGHTS.ManageStaffAttendance);
  const loadMine = useCallback(
    (req: PageRequest, signal: AbortSignal) =>
      leavePage({ start: req.start, length: req.length, mine: "true", ...sortOf(req) }, signal),
    [],
  );
  const loadQueue = useCallback(
    (req: PageRequest, signal: AbortSignal) =>
      leavePage(
        { start: req.start, length: req.length, status: "requested", dir: "asc", ...sortOf(req) },
        signal,
      ),
    [],
  );
  const pick = (rows: LeaveRow[]) => leaveScreen.select(rows[rows.length - 1] ?? null);
  return (
    <section className="screen staff-leave">
      <header className="screen-head">
        <h1>Staff Leave</h1>
        <div className="record-toolbar">
          <CommandButton id="staffLeave.request" className="btn btn-primary" />
          <CommandButton id="staffLeave.cancel" />
          {manager ? <CommandButton id="staffLeave.approve" /> : null}
          {manager ? <CommandButton id="staffLeave.decline" /> : null}
        </div>
      </header>
      {selected ? (
        <p className="ws-note" aria-live="polite">
          Selected: {selected.staff}, {selected.leaveType} leave {leaveWhenText(selected)} (
          {statusText(selected.status)})
        </p>
      ) : null}
      {formId !== null ? <LeaveForm key={formId} row={formRow} /> : null}
      <div className="leave-columns">
        <LeaveBalances person={null} />
        {manager && balancesOf && String(balancesOf.id) !== user.id ? (
          <LeaveBalances person={balancesOf} />
        ) : null}
      </div>
      <section aria-labelledby="leave-mine">
        <h2 id="leave-mine">My requests</h2>
        <DataTable<LeaveRow>
          label="My leave requests"
          columns={mineColumns}
          rowKey={(r) => r.id}
          loadPage={loadMine}
          reloadKey={version}
          height="max(180px, calc(50vh - 200px))"
          emptyText="No leave requested yet. Run Request leave… from the palette (Ctrl+K)."
          onSelectionChange={pick}
          onOpen={(row) => (row.status === "requested" ? leaveScreen.openForm(row) : leaveScreen.select(row))}
        />
      </section>
      {manager ? (
        <section aria-labelledby="leave-queue">
          <h2 id="leave-queue">Requests to decide</h2>
          <DataTable<LeaveRow>
            label="Leave requests to decide"
            columns={queueColumns}
            rowKey={(r) => r.id}
            loadPage={loadQueue}
            reloadKey={version}
            height="max(180px, calc(50vh - 200px))"
            emptyText="No request waits for a decision."
            onSelectionChange={pick}
          />
        </section>
      ) : null}
    </section>
  );
}
