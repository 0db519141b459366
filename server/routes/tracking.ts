import { Hono } from "hono";
import type { AppEnv } from "../context";
import { TRACKING_TEXTS } from "../contracts/tracking";
import * as calls from "../contracts/tracking-calls";
import * as tracking from "../services/tracking";
import { handle } from "./handle";

/** Any staff member, for themselves only (the service checks the {username}). */
const ANY_STAFF = { staff: [] } as const;

/** Job time tracking and staff clock on/off (product §7.7, staff-calls §7.18). */
export const trackingRoutes = new Hono<AppEnv>()
  .on(...handle(calls.currentlyTracking, ANY_STAFF, tracking.currentlyTracking))
  .on(
    ...handle(calls.startTracking, ANY_STAFF, tracking.startTracking, {
      successMsg: (job) => TRACKING_TEXTS.tracked(job.jobNumberAndName),
    }),
  )
  .on(
    ...handle(calls.stopTracking, ANY_STAFF, tracking.stopTracking, {
      successMsg: (job) => TRACKING_TEXTS.stopped(job.jobNumberAndName),
    }),
  )
  .on(...handle(calls.workingHours, ANY_STAFF, tracking.workingHours))
  .on(...handle(calls.clockOn, ANY_STAFF, tracking.clockOn))
  .on(...handle(calls.clockOff, ANY_STAFF, tracking.clockOff));
