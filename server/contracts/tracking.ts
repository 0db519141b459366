import { z } from "zod";

/** POST /api/job/start-tracking and /api/job/stop-tracking, field json (product §7.7). */
export const trackingRequestSchema = z.object({
  username: z.union([z.string(), z.number()]).transform(String),
  jobid: z.coerce.number().int().positive(),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

/** The tracking job of product §3, also kept in the browser's tracking cookie. */
export const trackingJobSchema = z.object({
  /** The time entry id. */
  id: z.number().int(),
  jobId: z.number().int(),
  jobNumberAndName: z.string(),
  isSmsAutoWorking: z.boolean(),
});
export type TrackingJob = z.infer<typeof trackingJobSchema>;

/** GET /api/job/currently-tracking/{username}: the tracking job, or null when none. */
export const currentlyTrackingSchema = trackingJobSchema.nullable();

/** GET /api/GetWorkingHours/{username}, ClockOn and ClockOff answer this (product §3). */
export const workingHoursSchema = z.object({
  statusString: z.enum(["IN", "OUT"]),
  /** Today's clocked time as H:MM (decision 030). */
  hoursString: z.string(),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** Minutes as H:MM, e.g. 65 → "1:05". */
export function formatHours(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

/** Tracked job names are shown truncated to 43 characters with '..' (product §9). */
export const TRACKED_NAME_MAX = 43;
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
