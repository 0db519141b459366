import "../../../../components/ui/data-table.css";
import "./meetings.css";
import { useCallback } from "react";
import { ROUTES } from "../../../../app/routes/route-patterns";
import { CommandButton } from "../../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { formatDate, formatTime } from "../../../../lib/format";
import { type MeetingRow, meetingsPage } from "../api/meetings-api";
import { meetingScreen, useMeetingScreen, useSelections } from "../state/screen-state";
import { MeetingDetailPanel } from "./meeting-form";

const columns: DataColumn<MeetingRow>[] = [
  {
    key: "startsAt",
    header: "When",
    width: "20%",
    render: (m) => `${formatDate(m.startsAt)} ${formatTime(m.startsAt)}–${formatTime(m.endsAt)}`,
  },
  { key: "title", header: "Title", filter: "text", width: "24%" },
  { key: "place", header: "Where", render: (m) => m.place ?? (m.link ? "Online" : "") },
  { key: "organiserName", header: "Organiser" },
  { key: "attendeeNames", header: "Attendees", render: (m) => m.attendeeNames.join(", ") },
  { key: "cancelledAt", header: "Status", render: (m) => (m.cancelledAt ? "Cancelled" : "") },
];

const PERIODS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
] as const;

/**
 * staff/meeting (any staff user; decision 255): the meetings the user organises or attends,
 * upcoming or past, paged by the server; Enter opens one below in the one record form.
 */
export default function MeetingsView() {
  const { openId, period, version } = useMeetingScreen();
  useSelections();
  const loadPage = useCallback(
    (req: PageRequest, signal: AbortSignal) =>
      meetingsPage({ period, start: req.start, length: req.length, search: req.filters.title ?? "" }, signal),
    [period],
  );
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Staff Meetings</h1>
        <div className="record-toolbar">
          <CommandButton id="meetings.new" className="btn btn-primary" />
          <CommandButton id="meetings.cancel" />
        </div>
      </header>
      <fieldset className="record-checklist meeting-period">
        <legend className="visually-hidden">Meetings to show</legend>
        {PERIODS.map((p) => (
          <label key={p.value}>
            <input
              type="radio"
              name="meeting-period"
              value={p.value}
              checked={period === p.value}
              onChange={() => meetingScreen.setPeriod(p.value)}
            />{" "}
            {p.label}
          </label>
        ))}
      </fieldset>
      <DataTable<MeetingRow>
        key={period}
        label={period === "upcoming" ? "Upcoming meetings" : "Past meetings"}
        columns={columns}
        rowKey={(m) => m.id}
        loadPage={loadPage}
        reloadKey={version}
        height={openId === null ? "max(240px, calc(100vh - 320px))" : "30vh"}
        emptyText={
          period === "upcoming"
            ? "No meetings coming up. Choose New meeting… to arrange one."
            : "No past meetings."
        }
        onSelectionChange={(rows) => meetingScreen.setSelected(ROUTES.staffMeeting, rows)}
        onOpen={(row) => meetingScreen.open(row.id, row.title)}
      />
      {openId !== null ? <MeetingDetailPanel key={openId} id={openId} /> : null}
    </section>
  );
}
