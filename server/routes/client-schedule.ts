import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/client-schedule-calls";
import { RIGHTS } from "../contracts/rights";
import { listScheduleViews } from "../services/schedule-views";
import * as signoff from "../services/sessions/client-signoff";
import { handle } from "./handle";

const { ClientAdmin: CLI, JobAdmin: JOB } = RIGHTS;

/** The client's sign-off of recruits (decision 212) and the schedule access log (decision 213). */
export const clientScheduleRoutes = new Hono<AppEnv>()
  .on(...handle(calls.clientApprove, { client: true }, signoff.approve, { successMsg: "Approved." }))
  .on(
    ...handle(calls.clientReplace, { client: true }, signoff.askReplacement, {
      successMsg: "Replacement requested.",
    }),
  )
  .on(...handle(calls.clearSignoff, { staff: [JOB] }, signoff.clearSignoffs, { successMsg: "Cleared." }))
  .on(...handle(calls.scheduleViews, { staff: [CLI] }, listScheduleViews));
