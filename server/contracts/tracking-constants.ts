/**
 * The tracker's texts, limits and formatting without zod: the staff shell's top bar imports them,
 * and a module holding schemas would pull zod into its first download (decision 080).
 * tracking.ts re-exports all of this next to the schemas.
 */
/** Minutes as H:MM, e.g. 65 → "1:05". */
export function formatHours(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

/** Tracked job names are shown truncated to 43 characters with '..' (product §9). */
const TRACKED_NAME_MAX = 43;
export function truncateJobName(name: string): string {
  return name.length > TRACKED_NAME_MAX ? `${name.slice(0, TRACKED_NAME_MAX)}..` : name;
}

/** Job tracker refresh and user drop-down auto-close (product §9). */
export const TRACKER_REFRESH_MS = 10_000;
export const USER_MENU_AUTOCLOSE_MS = 10_000;

export const TRACKING_TEXTS = {
  trackedTitle: "Tracked!",
  tracked: (job: string) => `${job} job has been tracked.`,
  stoppedTitle: "Tracking Stopped!",
  stopped: (job: string) => `${job} job has been stopped tracking.`,
  failTitle: "Oops...",
  trackFailed: "Something went wrong while tracking.",
  stopFailed: "Something went wrong while stop tracking.",
  none: "Currently the system is not tracking any Job.",
  smsWorking: "SMS Automation is working.",
  smsNotWorking: "SMS Automation is not working.",
  clockAlert: "Do you want to Clock In?",
} as const;
