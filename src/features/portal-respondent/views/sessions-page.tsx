import { type ReactNode, useState } from "react";
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
import { needsConfirming, paymentText, sessionTitle, splitSessions, statusText } from "../model/my-sessions";
import { formatDay, formatMoney, formatTimeRange, isSessionEvent, locationText } from "../model/portal-lists";

type Message = { tone: "success" | "error"; text: string };

/** Google Maps search for the venue's address (the confirm page links the same way). */
const mapUrl = (address: string | null) =>
  address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;

/**
 * One booking. Upcoming ones offer Confirm (decision 093), add-to-calendar and 'Can't make it?'
 * (the booking's confirm page, decision 176); past ones say how it went and the payment.
 */
function SessionCard({
  event,
  now,
  onChanged,
}: {
  event: RespondentEvent;
  now: number;
  onChanged: () => Promise<unknown>;
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
      await onChanged();
    } else {
      setMessage({ tone: "error", text: answer.errors[0] ?? "Your attendance could not be confirmed." });
    }
    setBusy(false);
  }
  const status = statusText(event, now);
  const payment = paymentText(event, now);
  const upcoming = status !== "Cancelled" && splitSessions([event], now).upcoming.length > 0;
  const map = mapUrl(event.venueAddress);
  const fields: [string, ReactNode][] = [
    ["Date", formatDay(event.sessionStartsAt ?? event.at)],
    ["Time", formatTimeRange(event.sessionStartsAt, event.sessionEndsAt)],
    [
      "Where",
      <>
        {locationText(event.venueName, event.venueAddress)}
        {map && upcoming ? (
          <>
            {" "}
            <a href={map} target="_blank" rel="noopener noreferrer">
              Open in maps
            </a>
          </>
        ) : null}
      </>,
    ],
    ["Status", status],
    ["Incentive", formatMoney(event.incentive)],
  ];
  if (payment) fields.push(["Payment", payment]);
  if (event.description) fields.push(["Details", event.description]);
  return (
    <RecordCard id={cardId} title={sessionTitle(event)} fields={fields}>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {upcoming ? (
        <div className="form-actions portal-session-actions">
          {needsConfirming(event, now) ? (
            <Button busy={busy} aria-describedby={`${cardId}-title`} onClick={() => void confirm()}>
              Confirm attendance
            </Button>
          ) : null}
          {event.bookingPage && event.sessionStartsAt ? (
            <a
              className="btn btn-secondary"
              href={`/api${event.bookingPage}/calendar.ics`}
              download="research-session.ics"
              aria-describedby={`${cardId}-title`}
            >
              Add to calendar
            </a>
          ) : null}
          {event.bookingPage ? (
            <a className="btn btn-link" href={event.bookingPage} aria-describedby={`${cardId}-title`}>
              Can't make it?
            </a>
          ) : null}
        </div>
      ) : null}
    </RecordCard>
  );
}

/** My Sessions (decision 098, walkthrough M14): the next session first, then Upcoming and Past. */
export default function SessionsPage({ params }: { params: Record<string, string | undefined> }) {
  const id = useOwnListId("/ressession", params.id);
  const events = useEvents(id);
  const refresh = useRefreshEvents(id);
  const now = Date.now();
  const { upcoming, past } = splitSessions((events.data ?? []).filter(isSessionEvent), now);
  const list = (rows: RespondentEvent[], label: string) => (
    <ul className="portal-records" aria-label={label}>
      {rows.map((e) => (
        <SessionCard key={e.id} event={e} now={now} onChanged={refresh} />
      ))}
    </ul>
  );
  return (
    <PortalPage title="My Sessions" home="/reshome">
      <ListState
        loading={events.isPending}
        error={events.error}
        empty={upcoming.length + past.length === 0}
        what="your sessions"
        emptyText="You have no session bookings yet. When you are booked into a research session it shows here."
      >
        <h2 className="portal-section-title">Upcoming</h2>
        {upcoming.length ? (
          list(upcoming, "Upcoming sessions")
        ) : (
          <p className="portal-empty">No sessions coming up.</p>
        )}
        {past.length ? (
          <>
            <h2 className="portal-section-title">Past</h2>
            {list(past, "Past sessions")}
          </>
        ) : null}
      </ListState>
    </PortalPage>
  );
}
