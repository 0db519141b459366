import { useEffect } from "react";
import { SEARCH_MIN_LENGTH } from "../../../../server/contracts/search-constants";
import {
  TRACKER_REFRESH_MS,
  TRACKING_TEXTS,
  truncateJobName,
} from "../../../../server/contracts/tracking-constants";
import { CommandButton } from "../../../components/command/command-button";
import { useRunCommand } from "../../../components/command/command-ui";
import { searchJobsBy } from "../api/search";
import { tracker, useTracker } from "../api/tracker";
import { Autocomplete } from "./autocomplete";

/**
 * The job tracker bar (product §4, §9): red with 'Currently the system is not tracking any Job.'
 * when idle, green with the (truncated) job when tracking; re-read from the cookie every 10 s.
 */
export function TrackerBar() {
  const t = useTracker();
  const runCommand = useRunCommand();
  useEffect(() => {
    const timer = setInterval(() => tracker.syncFromCookie(), TRACKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const tracking = t.tracking;
  return (
    <section
      className={`tracker-bar ${tracking ? "tracker-on" : "tracker-off"}`}
      aria-label="Job tracker"
      data-testid="tracker-bar"
    >
      {tracking ? (
        <>
          <span className="tracker-text" title={tracking.jobNumberAndName}>
            Tracking: <strong>{truncateJobName(tracking.jobNumberAndName)}</strong>
          </span>
          <CommandButton id="topBar.stopTracking" />
          <span
            className={`sms-box ${tracking.isSmsAutoWorking ? "sms-ok" : "sms-off"}`}
            data-testid="sms-box"
          >
            {tracking.isSmsAutoWorking ? TRACKING_TEXTS.smsWorking : TRACKING_TEXTS.smsNotWorking}
          </span>
        </>
      ) : (
        <span className="tracker-text">{TRACKING_TEXTS.none}</span>
      )}
      <Autocomplete<{ id: number; jobNumberAndName: string }>
        label="Track a job"
        placeholder="Track a job: number or name"
        minLength={SEARCH_MIN_LENGTH["job-number"]}
        load={async (q, signal) =>
          (await searchJobsBy("job", q, signal)).map((j) => ({
            id: j.id,
            label: j.jobNumberAndName,
            value: { id: j.id, jobNumberAndName: j.jobNumberAndName },
          }))
        }
        onPick={(job) => void runCommand("topBar.trackJob", job)}
        testId="tracker-search"
      />
    </section>
  );
}
