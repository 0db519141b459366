import { z } from "zod";
import { call } from "./call";
import { TRACKING_PATHS } from "./shell-paths";
import {
  currentlyTrackingSchema,
  trackingJobSchema,
  trackingRequestSchema,
  workingHoursSchema,
} from "./tracking";

/** Job time tracking and the staff clock (product §7.7). The top bar reads TRACKING_PATHS (zod-free). */

const user = z.object({ username: z.string().min(1).max(254) });

/** GET /api/job/currently-tracking/{username}: the tracked job or null. */
export const currentlyTracking = call("GET", TRACKING_PATHS.currentlyTracking, {
  input: user,
  answer: currentlyTrackingSchema,
});

/** POST /api/job/start-tracking (json). */
export const startTracking = call("POST", TRACKING_PATHS.start, {
  input: trackingRequestSchema,
  answer: trackingJobSchema,
});

/** POST /api/job/stop-tracking (json). */
export const stopTracking = call("POST", TRACKING_PATHS.stop, {
  input: trackingRequestSchema,
  answer: trackingJobSchema,
});

/** GET /api/GetWorkingHours/{username}. */
export const workingHours = call("GET", TRACKING_PATHS.workingHours, {
  input: user,
  answer: workingHoursSchema,
});

/** GET /api/ClockOn/{username}. */
export const clockOn = call("GET", TRACKING_PATHS.clockOn, { input: user, answer: workingHoursSchema });

/** GET /api/ClockOff/{username}. */
export const clockOff = call("GET", TRACKING_PATHS.clockOff, { input: user, answer: workingHoursSchema });
