import { Hono } from "hono";
import { z } from "zod";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { TRACKING_TEXTS, trackingRequestSchema } from "../contracts/tracking";
import { failed, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import * as tracking from "../services/tracking";

const userParam = z.object({ username: z.string().min(1).max(254) });
/** Any staff member, for themselves only (the service checks the {username}). */
const ANY_STAFF = { staff: [] } as const;

/** Job time tracking and staff clock on/off (product §7.7, staff-calls §7.18). */
export const trackingRoutes = new Hono<AppEnv>();

trackingRoutes.get("/job/currently-tracking/:username", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await tracking.currentlyTracking(ctx, params(c, userParam)));
});

trackingRoutes.post("/job/start-tracking", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  const out = await tracking.startTracking(ctx, await jsonBody(c, trackingRequestSchema));
  if (!out.ok) return failed(c, out.errors);
  return ok(c, out.value, { successMsg: TRACKING_TEXTS.tracked(out.value.jobNumberAndName) });
});

trackingRoutes.post("/job/stop-tracking", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  const out = await tracking.stopTracking(ctx, await jsonBody(c, trackingRequestSchema));
  if (!out.ok) return failed(c, out.errors);
  return ok(c, out.value, { successMsg: TRACKING_TEXTS.stopped(out.value.jobNumberAndName) });
});

trackingRoutes.get("/GetWorkingHours/:username", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await tracking.workingHours(ctx, params(c, userParam)));
});

trackingRoutes.get("/ClockOn/:username", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await tracking.clockOn(ctx, params(c, userParam)));
});

trackingRoutes.get("/ClockOff/:username", async (c) => {
  const ctx = await guard(c, ANY_STAFF);
  return ok(c, await tracking.clockOff(ctx, params(c, userParam)));
});
