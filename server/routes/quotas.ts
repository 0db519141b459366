import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/jobs-calls";
import { RIGHTS } from "../contracts/rights";
import * as quotas from "../services/jobs/quotas";
import { handle } from "./handle";

const JOB_ADMIN = { staff: [RIGHTS.JobAdmin] };
const CLEARED = { successMsg: "Quotas cleared." };
const clear = (
  ctx: Parameters<typeof quotas.clearJobQuotas>[0],
  i: { request: { jobId: number; jobGroupId: number | null } },
) => quotas.clearJobQuotas(ctx, i.request);

/** Job-level and session-level quotas (staff-calls §7.8). */
export const quotasRoutes = new Hono<AppEnv>()
  .on(...handle(calls.quotas, JOB_ADMIN, (ctx, i) => quotas.listQuotas(ctx, i.id)))
  .on(...handle(calls.sessionQuotas, JOB_ADMIN, (ctx, i) => quotas.listGroupQuotas(ctx, i.id)))
  .on(...handle(calls.saveQuota, JOB_ADMIN, quotas.saveQuota, { successMsg: "Successfully Saved!" }))
  .on(
    ...handle(calls.deleteQuotas, JOB_ADMIN, (ctx, i) => quotas.deleteQuotas(ctx, i.ids), {
      successMsg: "Successfully Deleted!",
    }),
  )
  // The spec writes the path with a trailing slash; both spellings work.
  .on(...handle(calls.clearQuotas, JOB_ADMIN, clear, CLEARED))
  .on(...handle(calls.clearQuotasAlias, JOB_ADMIN, clear, CLEARED));
