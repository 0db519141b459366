import type { z } from "zod";
import type { Actor } from "../auth/tokens";
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
} from "../contracts/jobs";
import type { Db } from "../db/client";
import { clientContactsTable, clientsTable, venuesTable } from "../db/repo/clients";
import {
  getJobWithClient,
  type JobRow,
  jobContactsTable,
  jobIncentivesTable,
  jobNumberTaken,
  jobsTable,
  jobVenuesTable,
  nextJobNumber,
  replaceDurations,
  staffByUsernames,
  staffExists,
  usernameOfStaff,
} from "../db/repo/jobs";
import { notFound } from "../http/errors";
import { visibleJob } from "./access";
import { iso, type Outcome, refusal, success } from "./outcome";

type In<S extends z.ZodType> = z.infer<S>;

export const toJob = (job: JobRow, clientName: string | null): Job => ({
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

export async function getJob(db: Db, actor: Actor, id: number): Promise<Job> {
  await visibleJob(db, actor, id);
  const row = await getJobWithClient(db, id);
  if (!row) throw notFound("Job not found.");
  return toJob(row.job, row.clientName);
}

/** Loads a job for a staff change (404 when missing). */
export async function existingJob(db: Db, id: number): Promise<JobRow> {
  const job = await jobsTable.get(db, id);
  if (!job) throw notFound("Job not found.");
  return job;
}

async function unknownStaff(db: Db, usernames: (string | null)[]) {
  const wanted = [...new Set(usernames.filter((u): u is string => !!u))];
  const found = new Set((await staffByUsernames(db, wanted)).map((s) => s.username));
  return wanted.filter((u) => !found.has(u));
}

export async function saveJob(
  db: Db,
  actor: Actor,
  input: In<typeof jobSaveSchema>,
  now: Date,
): Promise<Outcome<Job>> {
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
    const before = await existingJob(db, id);
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
      jobNumber: jobNumber ?? (await nextJobNumber(db, now.getFullYear())),
      quotedBy: values.quoteValue !== null ? [me] : [],
    });
  }
  if (!row) return refusal("Job not found.");
  return success(toJob(row, client.name));
}

export async function deleteJobs(db: Db, ids: number[]) {
  const rows = await jobsTable.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Job not found.");
  return jobsTable.remove(db, ids);
}

export async function allocateJobs(
  db: Db,
  input: In<typeof jobAllocateSchema>,
  now: Date,
): Promise<Outcome<number>> {
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

export async function rosterAllocate(db: Db, username: string, jobId: number): Promise<Outcome<Job>> {
  const job = await existingJob(db, jobId);
  if (!(await staffExists(db, username))) return refusal(`Unknown staff user: ${username}.`);
  const recruiters = job.recruiters.includes(username) ? job.recruiters : [...job.recruiters, username];
  const row = (await jobsTable.update(db, jobId, { recruiters })) as JobRow;
  const client = row.clientId ? await clientsTable.get(db, row.clientId) : undefined;
  return success(toJob(row, client?.name ?? null));
}

export async function quotedUsers(db: Db, jobId: number) {
  const job = await existingJob(db, jobId);
  const staff = await staffByUsernames(db, job.quotedBy);
  const names = new Map(staff.map((s) => [s.username, `${s.firstName} ${s.lastName}`]));
  return job.quotedBy.map((username) => ({ username, name: names.get(username) ?? username }));
}

/** Child rows of a job: the row must exist and belong to the job named in the input. */
async function owned<R extends { jobId: number }>(row: R | undefined, jobId: number): Promise<R> {
  if (!row || row.jobId !== jobId) throw notFound("Record not found.");
  return row;
}

export async function saveIncentive(db: Db, input: In<typeof jobIncentiveSaveSchema>) {
  const { id, ...values } = input;
  await existingJob(db, values.jobId);
  if (!id) return jobIncentivesTable.insert(db, values);
  await owned(await jobIncentivesTable.get(db, id), values.jobId);
  return jobIncentivesTable.update(db, id, values);
}

export async function saveJobContact(
  db: Db,
  input: In<typeof jobContactSaveSchema>,
): Promise<Outcome<unknown>> {
  const { id, ...values } = input;
  const job = await existingJob(db, values.jobId);
  const contact = await clientContactsTable.get(db, values.clientContactId);
  if (!contact || contact.clientId !== job.clientId)
    return refusal("The contact does not belong to the job's client.");
  if (!id) return success(await jobContactsTable.insert(db, values));
  await owned(await jobContactsTable.get(db, id), values.jobId);
  return success(await jobContactsTable.update(db, id, values));
}

export async function saveJobVenue(db: Db, input: In<typeof jobVenueSaveSchema>): Promise<Outcome<unknown>> {
  const { id, ...values } = input;
  const job = await existingJob(db, values.jobId);
  const venue = await venuesTable.get(db, values.venueId);
  if (!venue || (venue.clientId !== null && venue.clientId !== job.clientId)) {
    return refusal("The venue is neither global nor one of the job's client.");
  }
  if (!id) return success(await jobVenuesTable.insert(db, values));
  await owned(await jobVenuesTable.get(db, id), values.jobId);
  return success(await jobVenuesTable.update(db, id, values));
}

export async function saveDurations(db: Db, jobId: number, items: In<typeof jobDurationsSaveSchema>) {
  await existingJob(db, jobId);
  return replaceDurations(db, jobId, items);
}

/** Deletes job child rows, each checked to exist. */
export async function deleteJobChildren(
  table: {
    getMany(db: Db, ids: number[]): Promise<{ jobId: number }[]>;
    remove(db: Db, ids: number[]): Promise<number>;
  },
  db: Db,
  ids: number[],
) {
  const rows = await table.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Record not found.");
  return table.remove(db, ids);
}

/** A survey link carrying the provider's respondent-id placeholder ([ResID] is replaced per invite). */
export function generateLink(input: In<typeof generateLinkSchema>): string {
  const param = SURVEY_PROVIDERS[input.provider as keyof typeof SURVEY_PROVIDERS] ?? SURVEY_PROVIDERS.Other;
  const url = new URL(input.link);
  url.searchParams.set(param, "[ResID]");
  return url.toString().replace("%5BResID%5D", "[ResID]");
}
