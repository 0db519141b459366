import { useEffect, useState } from "react";
import { TRACKING_TEXTS } from "../../../../server/contracts/tracking";
import { ConfirmDialog } from "../../../components/ui/modal";
import { tracker, useTracker } from "../api/tracker";
import { shouldAskClockIn } from "../model/clock";

/** 'Do you want to Clock In?' once after working hours load (product §4 "Clock alert"). */
export function ClockAlert({ alertsEnabled }: { alertsEnabled: boolean | undefined }) {
  const t = useTracker();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!asking && shouldAskClockIn({ flag: t.showClockAlert, status: t.clock, alertsEnabled }))
      setAsking(true);
  }, [t.showClockAlert, t.clock, alertsEnabled, asking]);
  if (!asking) return null;
  const answer = (yes: boolean) => {
    setAsking(false);
    tracker.dismissClockAlert();
    if (yes) void tracker.clockIn();
  };
  return (
    <ConfirmDialog
      open
      title={TRACKING_TEXTS.clockAlert}
      text={TRACKING_TEXTS.clockAlert}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
