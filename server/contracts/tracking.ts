import { z } from "zod";
import { idSchema } from "./records";

/** POST /api/job/start-tracking and /api/job/stop-tracking, field json (product §7.7). */
export const trackingRequestSchema = z.object({
  username: z.union([z.string(), z.number()]).transform(String),
  jobid: idSchema,
});

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
  /**
   * The caller's published shift in progress, or else the next one starting within 12 hours
   * (ISO instants): the clock-in question is asked when it starts (decision 259). Null: none.
   */
  rosteredShift: z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string() }).nullable(),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

// Texts, limits and formatting live in a zod-free module the staff shell can import (decision 080).
export {
  formatHours,
  TRACKING_TEXTS,
} from "./tracking-constants";
