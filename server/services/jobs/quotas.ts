import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { quotaSaveSchema } from "../../contracts/quotas";
import { clearQuotas, jobGroupsTable, quotasOfGroup, quotasOfJob, quotasTable } from "../../db/repo/jobs";
import { notFound } from "../../http/errors";
import { refusal, success } from "../outcome";
import { existingJob, updated } from "./jobs";

export async function listQuotas(ctx: UseCaseContext, jobId: number) {
  await existingJob(ctx, jobId);
  return quotasOfJob(ctx.deps.db, jobId);
}

export async function listGroupQuotas(ctx: UseCaseContext, jobGroupId: number) {
  if (!(await jobGroupsTable.get(ctx.deps.db, jobGroupId))) throw notFound("Session not found.");
  return quotasOfGroup(ctx.deps.db, jobGroupId);
}

export async function saveQuota(ctx: UseCaseContext, input: z.infer<typeof quotaSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  await existingJob(ctx, values.jobId);
  if (values.jobGroupId) {
    const group = await jobGroupsTable.get(db, values.jobGroupId);
    if (!group || group.jobId !== values.jobId) return refusal("The session does not belong to this job.");
  }
  if (!id) return success(await quotasTable.insert(db, values));
  const before = await quotasTable.get(db, id);
  if (!before || before.jobId !== values.jobId) throw notFound("Quota not found.");
  return success(updated(await quotasTable.update(db, id, values)));
}

export async function deleteQuotas(ctx: UseCaseContext, ids: number[]) {
  return success(await quotasTable.removeExisting(ctx.deps.db, ids, "Quota not found."));
}

export async function clearJobQuotas(
  ctx: UseCaseContext,
  input: { jobId: number; jobGroupId: number | null },
) {
  await existingJob(ctx, input.jobId);
  return success(await clearQuotas(ctx.deps.db, input.jobId, input.jobGroupId));
}
