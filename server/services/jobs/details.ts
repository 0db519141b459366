import type { UseCaseContext } from "../../context";
import type { Db } from "../../db/client";
import {
  contactsOfJob,
  durationsOfJob,
  incentivesOfJob,
  jobContactsTable,
  jobIncentivesTable,
  jobVenuesTable,
  staffNotes,
  timeAllocationsOfJob,
  timeSummaryOfJob,
  totalTimeOfJob,
  venuesOfJob,
} from "../../db/repo/jobs";
import { queriesOnlyOfJob, savedQueriesTable } from "../../db/repo/saved-queries";
import { notFound } from "../../http/errors";
import { iso, success } from "../outcome";
import { existingJob } from "./jobs";

/** The lists under a job record, each read after the job is known to exist (else 404). */
const READS = {
  incentives: incentivesOfJob,
  timeAllocations: timeAllocationsOfJob,
  timeSummary: timeSummaryOfJob,
  totalTime: totalTimeOfJob,
  contacts: contactsOfJob,
  durations: durationsOfJob,
  venues: venuesOfJob,
  queries: async (db: Db, jobId: number) =>
    (await queriesOnlyOfJob(db, jobId)).map((q) => ({
      ...q,
      jobId: q.jobId ?? jobId,
      createdAt: iso(q.createdAt) ?? "",
    })),
} as const;

export type JobDetail = keyof typeof READS;

export async function jobDetail<K extends JobDetail>(
  ctx: UseCaseContext,
  input: { jobId: number; detail: K },
): Promise<Awaited<ReturnType<(typeof READS)[K]>>> {
  await existingJob(ctx, input.jobId);
  const read = READS[input.detail] as (
    db: Db,
    jobId: number,
  ) => Promise<Awaited<ReturnType<(typeof READS)[K]>>>;
  return read(ctx.deps.db, input.jobId);
}

/** The job's child rows deleted by id alone: each must exist (else 404). */
const CHILD_TABLES = {
  incentive: jobIncentivesTable,
  contact: jobContactsTable,
  venue: jobVenuesTable,
  query: savedQueriesTable,
} as const;

export async function deleteJobChildren(
  ctx: UseCaseContext,
  input: { kind: keyof typeof CHILD_TABLES; ids: number[] },
) {
  const table: { removeExisting(db: Db, ids: number[], notFoundText: string): Promise<number> } =
    CHILD_TABLES[input.kind];
  return success(await table.removeExisting(ctx.deps.db, input.ids, "Record not found."));
}

/** user-notes: a staff member's notes shown when allocating jobs. */
export async function notesOfStaff(ctx: UseCaseContext, username: string) {
  const row = await staffNotes(ctx.deps.db, username);
  if (!row) throw notFound("User not found.");
  return row;
}
