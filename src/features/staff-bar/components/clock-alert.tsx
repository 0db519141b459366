import { useEffect, useState } from "react";
import { TRACKING_TEXTS } from "../../../../server/contracts/tracking-constants";
import { useRunCommand } from "../../../components/command/command-ui";
import { tracker, useTracker } from "../api/tracker";
import { shouldAskClockIn } from "../model/clock";

/**
 * 'Do you want to Clock In?' when a rostered shift starts (product §4 "Clock alert", decision
 * 259): once per shift, while it runs and the user is out. Worked out in render, so it shows in
 * the same paint as the clock's state; a shift starting later wakes the prompt at its start. It
 * is a non-modal prompt in the corner, so it never blocks the page the user came to (decision 034).
 */
export function ClockAlert({ alertsEnabled }: { alertsEnabled: boolean | undefined }) {
  const t = useTracker();
  const [now, setNow] = useState(() => Date.now());
  const runCommand = useRunCommand();
  const startsAt = t.shift ? Date.parse(t.shift.startsAt) : Number.NaN;
  useEffect(() => {
    const wait = startsAt - Date.now();
    if (!(wait > 0)) return;
    // Timers beyond ~24.8 days overflow; the look-ahead is 12 hours.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [startsAt]);
  const asking = shouldAskClockIn({
    shift: t.shift,
    answeredShift: t.answeredShift,
    status: t.clock,
    alertsEnabled,
    now: Math.max(now, Date.now()),
  });
  if (!asking) return null;
  const answer = (yes: boolean) => {
    tracker.dismissClockAlert();
    if (yes) void runCommand("topBar.clockIn");
  };
  return (
    <div
      className="clock-alert"
      role="alertdialog"
      aria-labelledby="clock-alert-text"
      data-testid="clock-alert"
    >
      <p id="clock-alert-text">{TRACKING_TEXTS.clockAlert}</p>
      <div className="clock-alert-actions">
        <button type="button" className="btn btn-primary" onClick={() => answer(true)}>
          Yes
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => answer(false)}>
          No
        </button>
      </div>
    </div>
  );
}
