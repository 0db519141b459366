import type { z } from "zod";
import { callerOf, visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import {
  type generateLinkSchema,
  type Job,
  type jobAllocateSchema,
  type jobContactSaveSchema,
  type jobDurationsSaveSchema,
  type jobIncentiveSaveSchema,
  type jobSaveSchema,
  type jobVenueSaveSchema,
  SURVEY_PROVIDERS,
} from "../../contracts/jobs";
import type { Db } from "../../db/client";
import { clientContactsTable, clientsTable, venuesTable } from "../../db/repo/clients";
import {
  getJobWithClient,
  type JobRow,
  jobContactsTable,
  jobIncentivesTable,
  jobNumberTaken,
  jobsTable,
  jobsToBeAllocated,
  jobVenuesTable,
  listJobsBrief,
  nextJobNumber,
  replaceDurations,
  staffByUsernames,
  staffExists,
  usernameOfStaff,
} from "../../db/repo/jobs";
import { listLookup } from "../../db/repo/reference-data";
import { notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { iso, type Outcome, refusal, success } from "../outcome";

type In<S extends z.ZodType> = z.infer<S>;

const toJob = (job: JobRow, clientName: string | null): Job => ({
  id: job.id,
  jobNumber: job.jobNumber,
  name: job.name,
  clientId: job.clientId,
  clientName,
  status: job.status,
  jobType: job.jobType,
  difficulty: job.difficulty,
  approvedNo: job.approvedNo,
  description: job.description,
  startDate: job.startDate,
  endDate: job.endDate,
  projectManager: job.projectManager,
  recruiters: job.recruiters,
  quotedBy: job.quotedBy,
  clientContactId: job.clientContactId,
  quoteStatus: job.quoteStatus,
  quoteValue: job.quoteValue,
  createdAt: iso(job.createdAt) ?? "",
});

/** GET /jobs: the newest jobs for the staff list. */
export async function listJobs(ctx: UseCaseContext): Promise<Job[]> {
  return (await listJobsBrief(ctx.deps.db, 1000)).map((r) => toJob(r.job, r.clientName));
}

/** GetJobsTobeAllocated: jobs waiting for a project manager or recruiters. */
export async function jobsToAllocate(ctx: UseCaseContext): Promise<Job[]> {
  return (await jobsToBeAllocated(ctx.deps.db)).map((r) => toJob(r.job, r.clientName));
}

export async function getJob(ctx: UseCaseContext, id: number): Promise<Job> {
  await visibleJob(ctx, id);
  const row = await getJobWithClient(ctx.deps.db, id);
  if (!row) throw notFound("Job not found.");
  return toJob(row.job, row.clientName);
}

/** Loads a job for a staff change (404 when missing). */
export async function existingJob(ctx: UseCaseContext, id: number): Promise<JobRow> {
  const job = await jobsTable.get(ctx.deps.db, id);
  if (!job) throw notFound("Job not found.");
  return job;
}

async function unknownStaff(db: Db, usernames: (string | null)[]) {
  const wanted = [...new Set(usernames.filter((u): u is string => !!u))];
  const found = new Set((await staffByUsernames(db, wanted)).map((s) => s.username));
  return wanted.filter((u) => !found.has(u));
}

export async function saveJob(ctx: UseCaseContext, input: In<typeof jobSaveSchema>): Promise<Outcome<Job>> {
  const { db } = ctx.deps;
  const actor = callerOf(ctx);
  const now = ctx.deps.now();
  const { id, jobNumber, ...values } = input;
  const client = await clientsTable.get(db, values.clientId);
  if (!client) return refusal("Client not found.");
  if (values.clientContactId) {
    const contact = await clientContactsTable.get(db, values.clientContactId);
    if (!contact || contact.clientId !== values.clientId)
      return refusal("The contact does not belong to this client.");
  }
  const unknown = await unknownStaff(db, [values.projectManager, ...values.recruiters]);
  if (unknown.length > 0) return refusal(`Unknown staff user: ${unknown.join(", ")}.`);
  if (jobNumber && (await jobNumberTaken(db, jobNumber, id)))
    return refusal(`Job number ${jobNumber} is already used.`);
  // quotedBy holds usernames (the token carries the display name).
  const me = (await usernameOfStaff(db, actor.id)) ?? actor.name;
  let row: JobRow | undefined;
  if (id) {
    const before = await existingJob(ctx, id);
    const quotedBy =
      values.quoteValue !== null && values.quoteValue !== before.quoteValue && !before.quotedBy.includes(me)
        ? [...before.quotedBy, me]
        : before.quotedBy;
    row = await jobsTable.update(db, id, {
      ...values,
      ...(jobNumber ? { jobNumber } : {}),
      quotedBy,
      updatedAt: now,
    });
  } else {
    row = await jobsTable.insert(db, {
      ...values,
      jobNumber:
        jobNumber ?? (await nextJobNumber(db, Number(wallDay(now, await agencyTimeZone(ctx)).slice(0, 4)))),
      quotedBy: values.quoteValue !== null ? [me] : [],
    });
  }
  if (!row) return refusal("Job not found.");
  return success(toJob(row, client.name));
}

export async function deleteJobs(ctx: UseCaseContext, ids: number[]) {
  return success(await jobsTable.removeExisting(ctx.deps.db, ids, "Job not found."));
}

export async function allocateJobs(
  ctx: UseCaseContext,
  input: In<typeof jobAllocateSchema>,
): Promise<Outcome<number>> {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const unknown = await unknownStaff(db, [input.projectManager, ...input.recruiters]);
  if (unknown.length > 0) return refusal(`Unknown staff user: ${unknown.join(", ")}.`);
  const rows = await jobsTable.getMany(db, input.jobIds);
  if (rows.length !== input.jobIds.length) throw notFound("Job not found.");
  for (const job of rows) {
    await jobsTable.update(db, job.id, {
      projectManager: input.projectManager ?? job.projectManager,
      recruiters: input.recruiters.length > 0 ? input.recruiters : job.recruiters,
      updatedAt: now,
    });
  }
  return success(rows.length);
}

/** Sets one status on several jobs (a batch finished in field, put on hold…); a JobStatus list code. */
export async function setJobStatus(
  ctx: UseCaseContext,
  input: { jobIds: number[]; status: string },
): Promise<Outcome<number>> {
  const { db } = ctx.deps;
  const statuses = (await listLookup(db, "JobStatus", true)).map((item) => item.code);
  if (!statuses.includes(input.status)) return refusal(`${input.status} is not a job status.`);
  const rows = await jobsTable.getMany(db, input.jobIds);
  if (rows.length !== input.jobIds.length) throw notFound("Job not found.");
  const now = ctx.deps.now();
  for (const job of rows) await jobsTable.update(db, job.id, { status: input.status, updatedAt: now });
  return success(rows.length);
}

export async function rosterAllocate(
  ctx: UseCaseContext,
  input: { username: string; jobId: number },
): Promise<Outcome<Job>> {
  const { db } = ctx.deps;
  const { username, jobId } = input;
  const job = await existingJob(ctx, jobId);
  if (!(await staffExists(db, username))) return refusal(`Unknown staff user: ${username}.`);
  const recruiters = job.recruiters.includes(username) ? job.recruiters : [...job.recruiters, username];
  const row = (await jobsTable.update(db, jobId, { recruiters })) as JobRow;
  const client = row.clientId ? await clientsTable.get(db, row.clientId) : undefined;
  return success(toJob(row, client?.name ?? null));
}

export async function quotedUsers(ctx: UseCaseContext, jobId: number) {
  const job = await existingJob(ctx, jobId);
  const staff = await staffByUsernames(ctx.deps.db, job.quotedBy);
  const names = new Map(staff.map((s) => [s.username, `${s.firstName} ${s.lastName}`]));
  return job.quotedBy.map((username) => ({ username, name: names.get(username) ?? username }));
}

/** The row an update answered: it was checked to exist just before. */
export function updated<R>(row: R | undefined): R {
  if (!row) throw notFound("Record not found.");
  return row;
}

/** Child rows of a job: the row must exist and belong to the job named in the input. */
async function owned<R extends { jobId: number }>(row: R | undefined, jobId: number): Promise<R> {
  if (!row || row.jobId !== jobId) throw notFound("Record not found.");
  return row;
}

export async function saveIncentive(ctx: UseCaseContext, input: In<typeof jobIncentiveSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  await existingJob(ctx, values.jobId);
  if (!id) return success(await jobIncentivesTable.insert(db, values));
  await owned(await jobIncentivesTable.get(db, id), values.jobId);
  return success(updated(await jobIncentivesTable.update(db, id, values)));
}

export async function saveJobContact(ctx: UseCaseContext, input: In<typeof jobContactSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  const job = await existingJob(ctx, values.jobId);
  const contact = await clientContactsTable.get(db, values.clientContactId);
  if (!contact || contact.clientId !== job.clientId)
    return refusal("The contact does not belong to the job's client.");
  if (!id) return success(await jobContactsTable.insert(db, values));
  await owned(await jobContactsTable.get(db, id), values.jobId);
  return success(updated(await jobContactsTable.update(db, id, values)));
}

export async function saveJobVenue(ctx: UseCaseContext, input: In<typeof jobVenueSaveSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  const job = await existingJob(ctx, values.jobId);
  const venue = await venuesTable.get(db, values.venueId);
  if (!venue || (venue.clientId !== null && venue.clientId !== job.clientId)) {
    return refusal("The venue is neither global nor one of the job's client.");
  }
  if (!id) return success(await jobVenuesTable.insert(db, values));
  await owned(await jobVenuesTable.get(db, id), values.jobId);
  return success(updated(await jobVenuesTable.update(db, id, values)));
}

export async function saveDurations(
  ctx: UseCaseContext,
  input: { jobId: number; items: In<typeof jobDurationsSaveSchema> },
) {
  await existingJob(ctx, input.jobId);
  return success(await replaceDurations(ctx.deps.db, input.jobId, input.items));
}

/** A survey link carrying the provider's respondent-id placeholder ([ResID] is replaced per invite). */
export function generateLink(_ctx: UseCaseContext, input: In<typeof generateLinkSchema>): string {
  const param = SURVEY_PROVIDERS[input.provider as keyof typeof SURVEY_PROVIDERS] ?? SURVEY_PROVIDERS.Other;
  const url = new URL(input.link);
  url.searchParams.set(param, "[ResID]");
  return url.toString().replace("%5BResID%5D", "[ResID]");
}
