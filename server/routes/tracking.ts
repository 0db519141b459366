import { Hono } from "hono";
import { z } from "zod";
import { requireActor } from "../auth/guard";
import type { AppEnv } from "../context";
import { TRACKING_TEXTS, trackingRequestSchema } from "../contracts/tracking";
import { failed, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import * as tracking from "../services/tracking";

const userParam = z.object({ username: z.string().min(1).max(254) });

/** Job time tracking and staff clock on/off (product §7.7, staff-calls §7.18). */
export const trackingRoutes = new Hono<AppEnv>();

trackingRoutes.get("/job/currently-tracking/:username", async (c) => {
  const actor = requireActor(c, "Staff");
  await tracking.assertSelf(c.get("deps"), actor, params(c, userParam).username);
  return ok(c, await tracking.currentlyTracking(c.get("deps"), actor));
});

trackingRoutes.post("/job/start-tracking", async (c) => {
  const actor = requireActor(c, "Staff");
  const input = await jsonBody(c, trackingRequestSchema);
  await tracking.assertSelf(c.get("deps"), actor, input.username);
  const job = await tracking.startTracking(c.get("deps"), actor, input.jobid);
  if (!job) return failed(c, ["The job does not exist."]);
  return ok(c, job, { successMsg: TRACKING_TEXTS.tracked(job.jobNumberAndName) });
});

trackingRoutes.post("/job/stop-tracking", async (c) => {
  const actor = requireActor(c, "Staff");
  const input = await jsonBody(c, trackingRequestSchema);
  await tracking.assertSelf(c.get("deps"), actor, input.username);
  const job = await tracking.stopTracking(c.get("deps"), actor);
  if (!job) return failed(c, ["You are not tracking any job."]);
  return ok(c, job, { successMsg: TRACKING_TEXTS.stopped(job.jobNumberAndName) });
});

trackingRoutes.get("/GetWorkingHours/:username", async (c) => {
  const actor = requireActor(c, "Staff");
  await tracking.assertSelf(c.get("deps"), actor, params(c, userParam).username);
  return ok(c, await tracking.workingHours(c.get("deps"), actor));
});

trackingRoutes.get("/ClockOn/:username", async (c) => {
  const actor = requireActor(c, "Staff");
  await tracking.assertSelf(c.get("deps"), actor, params(c, userParam).username);
  return ok(c, await tracking.clockOn(c.get("deps"), actor));
});

trackingRoutes.get("/ClockOff/:username", async (c) => {
  const actor = requireActor(c, "Staff");
  await tracking.assertSelf(c.get("deps"), actor, params(c, userParam).username);
  return ok(c, await tracking.clockOff(c.get("deps"), actor));
});
