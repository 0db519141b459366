import type { z } from "zod";
import type { quotaSaveSchema } from "../contracts/quotas";
import type { Db } from "../db/client";
import { clearQuotas, jobGroupsTable, quotasOfGroup, quotasOfJob, quotasTable } from "../db/repo/jobs";
import { notFound } from "../http/errors";
import { existingJob } from "./jobs";
import { type Outcome, refusal, success } from "./outcome";

export async function listQuotas(db: Db, jobId: number) {
  await existingJob(db, jobId);
  return quotasOfJob(db, jobId);
}

export async function listGroupQuotas(db: Db, jobGroupId: number) {
  if (!(await jobGroupsTable.get(db, jobGroupId))) throw notFound("Session not found.");
  return quotasOfGroup(db, jobGroupId);
}

export async function saveQuota(db: Db, input: z.infer<typeof quotaSaveSchema>): Promise<Outcome<unknown>> {
  const { id, ...values } = input;
  await existingJob(db, values.jobId);
  if (values.jobGroupId) {
    const group = await jobGroupsTable.get(db, values.jobGroupId);
    if (!group || group.jobId !== values.jobId) return refusal("The session does not belong to this job.");
  }
  if (!id) return success(await quotasTable.insert(db, values));
  const before = await quotasTable.get(db, id);
  if (!before || before.jobId !== values.jobId) throw notFound("Quota not found.");
  return success(await quotasTable.update(db, id, values));
}

export async function deleteQuotas(db: Db, ids: number[]) {
  const rows = await quotasTable.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Quota not found.");
  return quotasTable.remove(db, ids);
}

export async function clearJobQuotas(db: Db, jobId: number, jobGroupId: number | null) {
  await existingJob(db, jobId);
  return clearQuotas(db, jobId, jobGroupId);
}
