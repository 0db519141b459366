/**
 * Whether SMS automation really runs (decision 118). Nothing sends SMS yet: the reminder worker of
 * the messaging area calls `reportSmsWorker(true)` once it runs, and the tracker's SMS box shows the
 * truth instead of a flag an admin may have left on.
 */
let workerRunning = false;

export function reportSmsWorker(running: boolean): void {
  workerRunning = running;
}

/** True only while an SMS reminder worker runs in this process and the admin flag allows it. */
export function smsAutomationWorking(flagOn: boolean): boolean {
  return workerRunning && flagOn;
}
