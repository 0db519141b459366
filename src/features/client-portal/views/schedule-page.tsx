import "./schedule-page.css";
import { useCallback, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { BOOKING_STATUSES } from "../../../../server/contracts/sessions/booking-states";
import { clientReplaceSchema } from "../../../../server/contracts/sessions/client-schedule";
import { BEFORE_BOOKING, SIGNOFF } from "../../../../server/contracts/sessions/signoff-states";
import { Button } from "../../../components/ui/button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { Field } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { RecordForm } from "../../../components/ui/record-form";
import { SignoffChip } from "../../../components/ui/signoff-chip";
import { saveWorkbook, sheetWorkbook } from "../../../lib/spreadsheet";
import { toast } from "../../../lib/toast";
import { useFirstCurrentJobId, useOwnClientId } from "../api/portal-api";
import {
  approveRow,
  askReplacement,
  readScheduleForExport,
  type ScheduleQuery,
  useCompanyJobs,
  useJobSessions,
  useSchedule,
} from "../api/schedule-api";
import {
  maySignOff,
  SCHEDULE_COLUMNS,
  type ScheduleLine,
  scheduleFileName,
  scheduleLines,
  scheduleSheet,
  signoffText,
} from "../model/schedule-rows";
import { ClientPortalPage } from "./client-portal-page";
import { CompanyJobSelect } from "./company-job-select";

/** The statuses a client's schedule holds (the recruitment stages stay with the agency). */
const STATUSES = BOOKING_STATUSES.filter((s) => !BEFORE_BOOKING.includes(s));
const reasonSchema = clientReplaceSchema.pick({ reason: true });
const REASON_FIELDS = [
  { name: "reason", label: "Why should this person be replaced?", kind: "textarea" as const },
];

function RowSignoff({ row }: { row: ScheduleLine }) {
  const text = signoffText(row);
  if (!text) return null;
  return <SignoffChip approved={row.clientSignoff === SIGNOFF.Approved} text={text} />;
}

/**
 * Job Schedules (product §2.3, decisions 179, 212, 213): per job and session, the booked
 * respondents as a client may see them, filterable by status, exported to xlsx; the client
 * approves a booked respondent or asks for a replacement with a reason. Every read is logged.
 */
export default function SchedulePage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const clientId = useOwnClientId();
  const jobs = useCompanyJobs(clientId);
  const current = useFirstCurrentJobId();
  // Without a job in the address, the job being recruited now, else the company's first.
  const jobId = Number(search.get("job") ?? 0) || current || (jobs.data?.[0]?.id ?? 0);
  const [sessionNumber, setSessionNumber] = useState(0);
  const [status, setStatus] = useState("");
  const query: ScheduleQuery = useMemo(
    () => ({ jobId, sessionNumber, respondentStatus: status }),
    [jobId, sessionNumber, status],
  );
  const sessions = useJobSessions(jobId);
  const schedule = useSchedule(query);
  const lines = useMemo(() => scheduleLines(schedule.data ?? []), [schedule.data]);
  const [replacing, setReplacing] = useState<ScheduleLine | null>(null);
  const [exporting, setExporting] = useState(false);
  const job = jobs.data?.find((j) => j.id === jobId);

  const approve = useCallback(
    async (row: ScheduleLine) => {
      const answer = await approveRow(query, row.eventId);
      if (answer.succeeded) toast.success(`${row.displayName} approved.`);
      else toast.error("Error!", answer.errors.join(" "));
    },
    [query],
  );

  const columns = useMemo((): DataColumn<ScheduleLine>[] => {
    const widths: Record<string, string> = {
      session: "14rem",
      displayName: "10rem",
      timeSlotStartsAt: "12rem",
    };
    return [
      ...SCHEDULE_COLUMNS.map(
        (c): DataColumn<ScheduleLine> => ({
          key: c.key,
          header: c.header,
          width: c.key === "clientSignoff" ? "14rem" : (widths[c.key] ?? "8rem"),
          render: c.key === "clientSignoff" ? (r) => <RowSignoff row={r} /> : c.text,
        }),
      ),
      {
        key: "actions",
        header: "Sign off",
        width: "15rem",
        render: (r) =>
          maySignOff(r) ? (
            <span className="client-row-actions">
              <Button
                variant="secondary"
                aria-label={`Approve ${r.displayName}`}
                onClick={() => void approve(r)}
              >
                Approve
              </Button>
              <Button
                variant="secondary"
                aria-label={`Replace ${r.displayName}`}
                onClick={() => setReplacing(r)}
              >
                Replace…
              </Button>
            </span>
          ) : null,
      },
    ];
  }, [approve]);

  const loadPage = useCallback(
    async (req: PageRequest) => ({
      rows: lines.slice(req.start, req.start + req.length),
      total: lines.length,
    }),
    [lines],
  );

  async function exportXlsx() {
    setExporting(true);
    try {
      const sheet = scheduleSheet(scheduleLines(await readScheduleForExport(query)));
      saveWorkbook(
        sheetWorkbook("Schedule", sheet.columns, sheet.rows),
        scheduleFileName(job?.jobNumber ?? String(jobId), new Date().toISOString()),
      );
    } catch (e) {
      toast.error("Error!", e instanceof Error ? e.message : "The export failed.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <ClientPortalPage title="Job Schedules">
      <div className="client-filters">
        <CompanyJobSelect
          id="schedule-job"
          jobs={jobs.data}
          value={jobId}
          onPick={(picked) => {
            setSessionNumber(0);
            navigate(`/clijobschedule?job=${picked}`);
          }}
        />
        <Field id="schedule-session" label="Session">
          <select
            id="schedule-session"
            className="input"
            value={sessionNumber}
            onChange={(e) => setSessionNumber(Number(e.target.value))}
          >
            <option value={0}>All sessions</option>
            {(sessions.data ?? []).map((s) => (
              <option key={s.id} value={s.sessionNumber}>
                Session {s.sessionNumber} {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="schedule-status" label="Respondent status">
          <select
            id="schedule-status"
            className="input"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="client-actions">
        <Button variant="secondary" busy={exporting} disabled={!jobId} onClick={() => void exportXlsx()}>
          Export to Excel
        </Button>
      </div>
      {jobs.data && jobs.data.length === 0 ? <p>Your company has no jobs yet.</p> : null}
      {schedule.error ? <p className="field-error">{schedule.error.message}</p> : null}
      {schedule.isLoading ? <p className="ws-note">Loading…</p> : null}
      {schedule.data ? (
        <DataTable<ScheduleLine>
          label={job ? `Schedule of ${job.jobNumber}` : "Schedule"}
          columns={columns}
          rowKey={(r) => r.eventId}
          loadPage={loadPage}
          reloadKey={lines}
          height="60vh"
          emptyText="Nobody is booked for this choice yet."
        />
      ) : null}
      <Modal open={replacing !== null} title="Ask for a replacement" onClose={() => setReplacing(null)}>
        {replacing ? (
          <>
            <p>
              The recruiter will see your request on {replacing.displayName}'s booking and find someone else.
            </p>
            <RecordForm
              id="replace-reason"
              schema={reasonSchema}
              fields={REASON_FIELDS}
              defaults={{ reason: "" }}
              submitLabel="Ask to replace"
              autoFocus
              onSubmit={async (values) => {
                const answer = await askReplacement(query, replacing.eventId, String(values.reason ?? ""));
                if (!answer.succeeded) {
                  toast.error("Error!", answer.errors.join(" "));
                  return false;
                }
                toast.success(`Replacement requested for ${replacing.displayName}.`);
                setReplacing(null);
                return true;
              }}
              actions={
                <Button variant="secondary" onClick={() => setReplacing(null)}>
                  Cancel
                </Button>
              }
            />
          </>
        ) : null}
      </Modal>
    </ClientPortalPage>
  );
}
