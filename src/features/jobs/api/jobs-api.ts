import * as calls from "../../../../server/contracts/jobs-calls";

export { calls };

import { useQuery } from "@tanstack/react-query";
import type { CallInput } from "../../../../server/contracts/call";
import type { ClientContact } from "../../../../server/contracts/client-contacts";
import type { ClientOption, Venue } from "../../../../server/contracts/clients";
import * as clientCalls from "../../../../server/contracts/clients-calls";
import * as documentCalls from "../../../../server/contracts/documents-calls";

/** The upload call and limits the upload command uses (the server re-checks the limits). */
export { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../../../server/contracts/documents";
export { documentCalls };

import type { Job } from "../../../../server/contracts/jobs";
import type { JobDtParams, JobListRow, QueryResult } from "../../../../server/contracts/query";
import { queryResult } from "../../../../server/contracts/query-calls";
import * as sessionCalls from "../../../../server/contracts/sessions/calls";
import { callApi } from "../../../lib/call-api";
import { childResources } from "../../../lib/child-records";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import { loadStaffPeople } from "../../../lib/staff-people";
import { jobKeys } from "./job-keys";

export { jobKeys };

export const useJob = (id: number) =>
  useQuery(readQuery(jobKeys.one(id), calls.job, { id }, { enabled: id > 0, what: "the job" }));

/**
 * The clients area's key of a client's jobs tab (clientKeys.child(id, "client-job")); written here
 * because a feature never imports another.
 */
const clientJobsKey = (clientId: number) => ["clients", clientId, "client-job"] as const;

/**
 * POST /api/job/update. The answer is the saved job: it goes into the cache as is, and only the
 * lists it changed refresh (the job list, and the jobs tab of its client, and of the client it
 * left), never the job just set.
 */
export async function saveJob(payload: CallInput<typeof calls.saveJob>) {
  const answer = await callApi(calls.saveJob, payload);
  if (answer.succeeded) {
    const saved = answer.value;
    const before = queryClient.getQueryData<Job>(jobKeys.one(saved.id));
    queryClient.setQueryData(jobKeys.one(saved.id), saved);
    const clients = new Set([saved.clientId, before?.clientId].filter((id): id is number => Boolean(id)));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.list }),
      ...[...clients].map((id) => queryClient.invalidateQueries({ queryKey: clientJobsKey(id) })),
    ]);
  }
  return answer;
}

/** POST /api/job/delete; the job lists refresh. */
export async function deleteJobs(ids: number[]) {
  const answer = await callApi(calls.deleteJobs, { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return answer;
}

/** The people a job can be allocated to: active staff by full name (decision 178). */
export const activeStaff = async (signal?: AbortSignal) =>
  (await loadStaffPeople(signal)).filter((p) => p.isActive);

/** POST /api/job/allocate: project manager and/or recruiters of several jobs. */
export async function allocateJobs(jobIds: number[], projectManager: string | null, recruiters: string[]) {
  const answer = await callApi(calls.allocateJobs, { jobIds, projectManager, recruiters });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return answer;
}

/** One page of the job list (server paging, sorting, filters); null when the server refused. */
export async function queryJobs(dtparams: JobDtParams, signal?: AbortSignal) {
  const answer = await callApi(queryResult, { entity: "jobs", dtparams }, { signal, hideLoadingBar: true });
  return answer.succeeded ? (answer.value as QueryResult<JobListRow>) : null;
}

/** Bumps when jobs change, so server-paged lists reload. */
export function useListVersion(): number {
  return (
    useQuery({ queryKey: jobKeys.list, queryFn: () => Date.now(), staleTime: Number.POSITIVE_INFINITY })
      .data ?? 0
  );
}

const MINUTE = 60_000;

/** Active clients for the job's client picker. */
export const useClientOptions = () =>
  useQuery(
    readQuery(
      ["clients", "options"],
      clientCalls.activeClientOptions,
      {},
      { staleTime: MINUTE, what: "the clients" },
    ),
  );
/** The client's contacts (job contacts pick from them). */
export const useClientContacts = (clientId: number | null) =>
  useQuery(
    readQuery(
      ["clients", clientId ?? 0, "client-contact"],
      clientCalls.contacts,
      { id: clientId ?? 0 },
      { enabled: Boolean(clientId), staleTime: MINUTE, what: "the contacts" },
    ),
  );
/** Client venues plus global venues (job venues pick from them). */
export const useVenueOptions = (clientId: number | null) =>
  useQuery(
    readQuery(
      ["clients", clientId ?? 0, "venues-plus-global"],
      clientCalls.venuesWithGlobal,
      { id: clientId ?? 0 },
      { enabled: Boolean(clientId), staleTime: MINUTE, what: "the venues" },
    ),
  );
export const useTotalTime = (jobId: number) =>
  useQuery(
    readQuery(
      jobKeys.child(jobId, "total-time"),
      calls.totalTime,
      { id: jobId },
      {
        enabled: jobId > 0,
        staleTime: MINUTE,
        what: "the total time",
      },
    ),
  );

const child = childResources(jobKeys.child);

/** The lists of the job edit tabs (staff-calls §7.7–§7.9). */
export const jobChildren = {
  contacts: child("job-contact", {
    list: calls.contacts,
    save: calls.saveContact,
    remove: calls.deleteContacts,
  }),
  venues: child("job-venue", {
    list: calls.venues,
    save: calls.saveVenue,
    remove: calls.deleteVenues,
  }),
  incentives: child("incentive", {
    list: calls.incentives,
    save: calls.saveIncentive,
    remove: calls.deleteIncentives,
  }),
  durations: child("job-duration", { list: calls.durations }),
  time: child("job-time", { list: calls.timeAllocations }),
  quotas: child("quota", {
    list: calls.quotas,
    save: calls.saveQuota,
    remove: calls.deleteQuotas,
  }),
  sessions: child("session", { list: sessionCalls.sessionsOfJob }),
  invoices: child("invoice", { list: calls.invoices }),
  documents: child("job-document", {
    list: documentCalls.jobDocuments,
    remove: documentCalls.deleteDocuments,
  }),
  queries: child("job-query", { list: calls.queries, remove: calls.deleteQueries }),
};

const refresh = (jobId: number, kind: string) =>
  queryClient.invalidateQueries({ queryKey: jobKeys.child(jobId, kind) });

/** POST /api/job/duration/update: the job's whole duration list; the list refreshes. */
export async function saveDurations(jobId: number, items: CallInput<typeof calls.saveDurations>["items"]) {
  const answer = await callApi(calls.saveDurations, { jobId, items });
  if (answer.succeeded) await refresh(jobId, "job-duration");
  return answer;
}

/** Deletes durations: the list is saved whole, so what stays is the cached list minus `ids`. */
export async function deleteDurations(jobId: number, ids: readonly number[]) {
  const current = (queryClient.getQueryData(jobChildren.durations.key(jobId)) ?? []) as { id: number }[];
  return saveDurations(
    jobId,
    current.filter((d) => !ids.includes(d.id)) as CallInput<typeof calls.saveDurations>["items"],
  );
}

/** Deletes invoices one by one (GET …/invoice/delete/{id}), stopping at the first refusal. */
export async function deleteInvoices(jobId: number, ids: readonly number[]) {
  for (const id of ids) {
    const answer = await callApi(calls.deleteInvoice, { id });
    if (!answer.succeeded) {
      await refresh(jobId, "invoice");
      return answer;
    }
  }
  await refresh(jobId, "invoice");
  return { succeeded: true, errors: [] as string[] };
}

/** POST /api/job/invoice/update with one invoice; the list refreshes. */
export async function saveInvoice(jobId: number, invoice: CallInput<typeof calls.saveInvoices>["invoices"]) {
  const answer = await callApi(calls.saveInvoices, { invoices: invoice });
  if (answer.succeeded) await refresh(jobId, "invoice");
  return answer;
}

export type { ClientContact, ClientOption, Job, Venue };
