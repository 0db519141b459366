import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  confirmAttendance,
  type RespondentEvent,
  useEvents,
  useRefreshEvents,
} from "../api/portal-lists-api";
import { PortalPage } from "../components/portal-page";
import { ListState, RecordCard, useOwnListId } from "../components/portal-records";
import {
  attendanceText,
  canConfirm,
  formatDay,
  formatMoney,
  formatTimeRange,
  isSessionEvent,
  jobLabel,
  locationText,
  NONE,
} from "../model/portal-lists";

type Message = { tone: "success" | "error"; text: string };

/** One booking; 'Confirm attendance' where the booking can still be confirmed (decision 093). */
function SessionCard({
  event,
  onConfirmed,
}: {
  event: RespondentEvent;
  onConfirmed: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const cardId = `session-${event.id}`;
  async function confirm() {
    setBusy(true);
    setMessage(null);
    const answer = await confirmAttendance(event.id);
    if (answer.succeeded) {
      setMessage({ tone: "success", text: answer.successMsg ?? "Your attendance is confirmed." });
      await onConfirmed();
    } else {
      setMessage({ tone: "error", text: answer.errors[0] ?? "Your attendance could not be confirmed." });
    }
    setBusy(false);
  }
  return (
    <RecordCard
      id={cardId}
      title={jobLabel(event.jobNumber, event.jobName, "Session")}
      fields={[
        ["Date", formatDay(event.sessionStartsAt ?? event.at)],
        ["Time", formatTimeRange(event.sessionStartsAt, event.sessionEndsAt)],
        ["Location", locationText(event.venueName, event.venueAddress)],
        ["Event", event.kind],
        ["Status", event.status || NONE],
        ["Details", event.description || NONE],
        ["Incentive", formatMoney(event.incentive)],
        ["Payment", event.paymentStatus || NONE],
        ["Attendance", attendanceText(event)],
      ]}
    >
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {canConfirm(event) ? (
        <div className="form-actions">
          <Button busy={busy} aria-describedby={`${cardId}-title`} onClick={() => void confirm()}>
            Confirm attendance
          </Button>
        </div>
      ) : null}
    </RecordCard>
  );
}

/** My Sessions (decision 098): the respondent's session bookings and attendance, newest first. */
export default function SessionsPage({ params }: { params: Record<string, string | undefined> }) {
  const id = useOwnListId("/ressession", params.id);
  const events = useEvents(id);
  const refresh = useRefreshEvents(id);
  const rows = (events.data ?? []).filter(isSessionEvent);
  return (
    <PortalPage title="My Sessions" home="/reshome">
      <ListState
        loading={events.isPending}
        error={events.error}
        empty={rows.length === 0}
        what="your sessions"
        emptyText="You have no session bookings yet. When you are booked into a research session it shows here."
      >
        <ul className="portal-records" aria-label="Sessions">
          {rows.map((e) => (
            <SessionCard key={e.id} event={e} onConfirmed={refresh} />
          ))}
        </ul>
      </ListState>
    </PortalPage>
  );
}
