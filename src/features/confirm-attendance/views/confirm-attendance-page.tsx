import { useRef, useState } from "react";
import type { ConfirmDetails } from "../../../../server/contracts/sessions/confirm-page";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { calendarUrl, cancelAttendance, confirmAttendance, getConfirmDetails } from "../api/confirm-api";
import { headingOf, nextStepOf, whenText } from "../model/confirm-texts";
import { CantMakeIt } from "./cant-make-it";
import "./confirm.css";
import { useLoaded } from "../../../lib/use-loaded";

type Params = { params: Record<string, string | undefined> };
type Loaded = { details: ConfirmDetails; message: string | null } | { error: string };

const INVALID_LINK = "This link is not valid.";

/**
 * The confirm page (decision 176), opened from the confirmation e-mail: the session, its time on
 * the agency's clock, the place with a map link and the incentive. Opening it changes nothing;
 * 'Confirm' confirms, 'Can't make it?' cancels with a reason.
 */
export default function ConfirmAttendancePage({ params }: Params) {
  const token = params.token ?? "";
  const [state, setState] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useLoaded(
    () => getConfirmDetails(token),
    (answer) => {
      if (answer.succeeded) setState({ details: answer.value, message: null });
      else setState({ error: answer.errors[0] ?? INVALID_LINK });
    },
    [token],
  );

  if (!state) return <Spinner />;
  if ("error" in state) {
    return (
      <Card title="Your booking" className="confirm-card">
        <p className="confirm-error" role="alert">
          {state.error}
        </p>
        <p>
          Please use the latest link we sent you, or <a href="/signin">sign in</a> to see your sessions under
          My Sessions.
        </p>
      </Card>
    );
  }
  const d = state.details;
  /** After an action: the new state, its message, and the caret on the heading that says it. */
  const show = (next: ConfirmDetails["state"], message: string | null) => {
    setState({ details: { ...d, state: next }, message });
    setCancelling(false);
    queueMicrotask(() => heading.current?.focus());
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const answer = await confirmAttendance(token);
    setBusy(false);
    if (answer.succeeded) show(answer.value.state, answer.successMsg ?? null);
    else setFailure(answer.errors[0] ?? "Something went wrong. Please try again.");
  };
  const cancel = async (reason: string) => {
    const answer = await cancelAttendance(token, reason);
    if (!answer.succeeded) return answer.errors[0] ?? "Something went wrong. Please try again.";
    show(answer.value.state, answer.successMsg ?? null);
    return null;
  };
  const open = d.state === "pending" || d.state === "confirmed";
  const facts: [string, string][] = [
    ["Study", d.jobName],
    ["Session", d.sessionName],
    ["When", whenText(d)],
    ["Where", d.place],
    ["Address", d.address],
    ["Incentive", d.incentive],
  ];
  return (
    <Card className="confirm-card">
      <h1 className="card-title" ref={heading} tabIndex={-1}>
        {headingOf(d.state, d.firstName)}
      </h1>
      {state.message ? (
        <p className="confirm-success" role="status">
          {state.message}
        </p>
      ) : null}
      <p>{nextStepOf(d.state)}</p>
      <dl className="confirm-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {value}
                {label === "Address" && d.mapUrl ? (
                  <>
                    {" "}
                    <a href={d.mapUrl} target="_blank" rel="noopener noreferrer">
                      Open in maps
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
      </dl>
      {failure ? (
        <p className="confirm-error" role="alert">
          {failure}
        </p>
      ) : null}
      {open && !cancelling ? (
        <div className="form-actions confirm-actions">
          {d.state === "pending" ? (
            <Button onClick={() => void confirm()} busy={busy}>
              Confirm my attendance
            </Button>
          ) : null}
          {d.date ? (
            <a className="btn btn-secondary" href={calendarUrl(token)} download="research-session.ics">
              Add to calendar
            </a>
          ) : null}
          <Button variant="link" onClick={() => setCancelling(true)}>
            Can't make it?
          </Button>
        </div>
      ) : null}
      {open && cancelling ? <CantMakeIt onCancel={cancel} onClose={() => setCancelling(false)} /> : null}
    </Card>
  );
}
