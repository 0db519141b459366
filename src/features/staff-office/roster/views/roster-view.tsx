import type { Job } from "../../../../../server/contracts/jobs";
import { CommandButton } from "../../../../components/command/command-button";
import { useRunCommand } from "../../../../components/command/command-ui";
import { RecordPanel } from "../../../../components/ui/record-panel";
import { formatDate } from "../../../../lib/format";
import { useAtomValue } from "../../../../lib/store";
import { useJobsToAllocate, useRoster } from "../api/roster-api";
import { cellAt, stepAnchor, viewRange } from "../model/roster-grid";
import { agencyToday, rosterScreen, updateRoster } from "../state/roster-state";
import { RosterDayList } from "./roster-day-list";
import { RosterGrid } from "./roster-grid";
import "./roster.css";

/** staff/roster (RosterJobAllocation, decision 252): the week's or month's roster by keyboard. */
export default function RosterView() {
  const screen = useAtomValue(rosterScreen);
  const range = viewRange(screen.anchor, screen.view);
  const roster = useRoster(range);
  const data = roster.data;
  const jobs = useJobsToAllocate(data?.canEdit === true);
  const run = useRunCommand();
  const focused = data ? cellAt(data, screen.focus) : null;
  const step = (n: 1 | -1) => updateRoster({ anchor: stepAnchor(screen.anchor, screen.view, n) });
  return (
    <section className="screen roster-screen">
      <header className="screen-head">
        <h1>Staff Roster</h1>
        <div className="roster-toolbar">
          <button type="button" className="btn btn-secondary" onClick={() => step(-1)}>
            Previous
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => updateRoster({ anchor: agencyToday() })}
          >
            Today
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => step(1)}>
            Next
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-pressed={screen.view === "month"}
            onClick={() =>
              updateRoster({ view: screen.view === "week" ? "month" : "week", focus: { row: 0, col: 0 } })
            }
          >
            {screen.view === "week" ? "Month view" : "Week view"}
          </button>
          <CommandButton id="staffOffice.proposeRoster" />
          <CommandButton id="staffOffice.publishRoster" />
        </div>
      </header>
      <div className="screen-body">
        <p className="roster-range" aria-live="polite">
          {formatDate(range.from)} – {formatDate(range.to)}
          {focused ? ` · ${focused.person}, ${formatDate(focused.day)}` : ""}
        </p>
        <p className="roster-keys muted">
          Arrows move · N add shift · M move (Enter drops, Escape cancels) · Delete remove · ] next shift in
          the cell · A allocate a job · PageUp/PageDown previous/next {screen.view}
        </p>
        {screen.moving ? (
          <p role="status" className="roster-moving-note">
            Moving {screen.moving.label}: focus a cell and press Enter; Escape cancels.
          </p>
        ) : null}
        <ul className="roster-legend" aria-label="Legend">
          <li>
            <span className="roster-shift roster-published">Published shift</span>
          </li>
          <li>
            <span className="roster-shift roster-draft">Draft shift</span>
          </li>
          <li>
            <span className="roster-busy roster-session">Session</span>
          </li>
          <li>
            <span className="roster-busy roster-leave">Leave</span>
          </li>
          <li>
            <span className="roster-busy roster-meeting">Meeting</span>
          </li>
        </ul>
        {roster.error ? <p role="alert">{roster.error.message}</p> : null}
        {data ? (
          <>
            <RosterGrid roster={data} screen={screen} />
            <RosterDayList roster={data} />
          </>
        ) : null}
        {data?.canEdit ? (
          <>
            <h2 id="roster-jobs">Jobs to be allocated</h2>
            <p className="muted">
              Enter on a job adds {focused ? focused.person : "the focused person"} as its recruiter.
            </p>
            <RecordPanel<Job>
              title="Jobs to be allocated"
              rows={jobs.data}
              error={jobs.error ? jobs.error.message : null}
              rowKey={(j) => j.id}
              height="16rem"
              columns={[
                { key: "jobNumber", header: "Job", width: "7rem" },
                { key: "name", header: "Name" },
                { key: "clientName", header: "Client" },
                { key: "recruiters", header: "Recruiters", render: (j) => j.recruiters.join(", ") },
              ]}
              onOpen={(j) =>
                void run("staffOffice.allocateJob", { id: j.id, jobNumber: j.jobNumber, name: j.name })
              }
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
