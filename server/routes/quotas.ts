import { type Context, Hono } from "hono";
import { requireRight } from "../auth/guard";
import type { AppEnv } from "../context";
import { quotaClearSchema, quotaSaveSchema } from "../contracts/quotas";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { failed, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import * as quotas from "../services/quotas";

const JOB = RIGHTS.JobAdmin;

/** Job-level and session-level quotas (staff-calls §7.8). */
export const quotasRoutes = new Hono<AppEnv>()
  .get("/job/quotas/:id", async (c) => {
    await requireRight(c, JOB);
    return ok(c, await quotas.listQuotas(c.get("deps").db, params(c, idParamSchema).id));
  })
  .get("/jobgroup/quotas/:id", async (c) => {
    await requireRight(c, JOB);
    return ok(c, await quotas.listGroupQuotas(c.get("deps").db, params(c, idParamSchema).id));
  })
  .post("/job/quota/update", async (c) => {
    await requireRight(c, JOB);
    const out = await quotas.saveQuota(c.get("deps").db, await jsonBody(c, quotaSaveSchema));
    return out.ok ? ok(c, out.value, { successMsg: "Successfully Saved!" }) : failed(c, out.errors);
  })
  .post("/job/quota/delete", async (c) => {
    await requireRight(c, JOB);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await quotas.deleteQuotas(c.get("deps").db, ids), { successMsg: "Successfully Deleted!" });
  })
  // The spec writes the path with a trailing slash; both spellings work.
  .post("/job/quota/clear/", clearQuotas)
  .post("/job/quota/clear", clearQuotas);

async function clearQuotas(c: Context<AppEnv>) {
  await requireRight(c, JOB);
  const input = await jsonBody(c, quotaClearSchema);
  const removed = await quotas.clearJobQuotas(c.get("deps").db, input.jobId, input.jobGroupId);
  return ok(c, removed, { successMsg: "Quotas cleared." });
}
