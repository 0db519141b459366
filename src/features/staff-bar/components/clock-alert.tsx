import { useEffect, useState } from "react";
import { TRACKING_TEXTS } from "../../../../server/contracts/tracking-constants";
import { useRunCommand } from "../../../components/command/command-ui";
import { tracker, useTracker } from "../api/tracker";
import { shouldAskClockIn } from "../model/clock";

/**
 * 'Do you want to Clock In?' once after working hours load (product §4 "Clock alert"). It is a
 * non-modal prompt in the corner, so it never blocks the page the user came to (decision 034).
 */
export function ClockAlert({ alertsEnabled }: { alertsEnabled: boolean | undefined }) {
  const t = useTracker();
  const [asking, setAsking] = useState(false);
  const runCommand = useRunCommand();
  useEffect(() => {
    if (!asking && shouldAskClockIn({ flag: t.showClockAlert, status: t.clock, alertsEnabled }))
      setAsking(true);
  }, [t.showClockAlert, t.clock, alertsEnabled, asking]);
  if (!asking) return null;
  const answer = (yes: boolean) => {
    setAsking(false);
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
