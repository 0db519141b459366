import { type Context, Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { quotaClearSchema, quotaSaveSchema } from "../contracts/quotas";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import * as quotas from "../services/jobs/quotas";

const JOB_ADMIN = { staff: [RIGHTS.JobAdmin] };

/** Job-level and session-level quotas (staff-calls §7.8). */
export const quotasRoutes = new Hono<AppEnv>()
  .get("/job/quotas/:id", async (c) => {
    const ctx = await guard(c, JOB_ADMIN);
    return ok(c, await quotas.listQuotas(ctx, params(c, idParamSchema).id));
  })
  .get("/jobgroup/quotas/:id", async (c) => {
    const ctx = await guard(c, JOB_ADMIN);
    return ok(c, await quotas.listGroupQuotas(ctx, params(c, idParamSchema).id));
  })
  .post("/job/quota/update", async (c) => {
    const ctx = await guard(c, JOB_ADMIN);
    const out = await quotas.saveQuota(ctx, await jsonBody(c, quotaSaveSchema));
    return answer(c, out, { successMsg: "Successfully Saved!" });
  })
  .post("/job/quota/delete", async (c) => {
    const ctx = await guard(c, JOB_ADMIN);
    const out = await quotas.deleteQuotas(ctx, await jsonBody(c, deleteRequestSchema));
    return answer(c, out, { successMsg: "Successfully Deleted!" });
  })
  // The spec writes the path with a trailing slash; both spellings work.
  .post("/job/quota/clear/", clearQuotas)
  .post("/job/quota/clear", clearQuotas);

async function clearQuotas(c: Context<AppEnv>) {
  const ctx = await guard(c, JOB_ADMIN);
  const out = await quotas.clearJobQuotas(ctx, await jsonBody(c, quotaClearSchema));
  return answer(c, out, { successMsg: "Quotas cleared." });
}
