import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ClientContact, clientContactSchema } from "../../../../server/contracts/client-contacts";
import {
  type ClientOption,
  clientOptionSchema,
  type Venue,
  venueSchema,
} from "../../../../server/contracts/clients";
import { type DocumentRow, documentSchema } from "../../../../server/contracts/documents";

/** The upload limits the upload command checks before sending (the server re-checks them). */
export { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../../../server/contracts/documents";

import { type Invoice, invoiceSchema } from "../../../../server/contracts/invoices";
import {
  type Job,
  jobContactSchema,
  jobDurationSchema,
  jobGroupSchema,
  jobIncentiveSchema,
  jobQuerySchema,
  jobSchema,
  jobVenueSchema,
  timeAllocationSchema,
  totalTimeSchema,
} from "../../../../server/contracts/jobs";
import {
  type JobDtParams,
  type JobListRow,
  jobListRowSchema,
  type QueryResult,
  queryResultSchema,
} from "../../../../server/contracts/query";
import { type Quota, quotaSchema } from "../../../../server/contracts/quotas";
import type { ChildResource } from "../../../lib/child-records";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { loadStaffPeople } from "../../../lib/staff-people";
import { jobKeys } from "./job-keys";

export { jobKeys };

export function useJob(id: number) {
  return useQuery({
    queryKey: jobKeys.one(id),
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/job/${id}`, jobSchema, { signal });
      if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load the job.");
      return answer.value;
    },
    enabled: id > 0,
  });
}

/** POST /api/job/update; the job open in any pane and the job lists refresh on success. */
export async function saveJob(payload: unknown) {
  const answer = await http.postJson("/api/job/update", payload, jobSchema);
  if (answer.succeeded) {
    queryClient.setQueryData(jobKeys.one(answer.value.id), answer.value);
    await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    // A client's jobs tab lists this job too.
    await queryClient.invalidateQueries({ queryKey: ["clients"] });
  }
  return answer;
}

export async function deleteJobs(ids: number[]) {
  const answer = await http.postJson("/api/job/delete", { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return answer;
}

/** The people a job can be allocated to: active staff by full name (decision 178). */
export const activeStaff = async (signal?: AbortSignal) =>
  (await loadStaffPeople(signal)).filter((p) => p.isActive);

/** POST /api/job/allocate: project manager and/or recruiters of several jobs. */
export async function allocateJobs(jobIds: number[], projectManager: string | null, recruiters: string[]) {
  const answer = await http.postJson("/api/job/allocate", { jobIds, projectManager, recruiters });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return answer;
}

export async function queryJobs(dtparams: JobDtParams, signal?: AbortSignal) {
  const answer = await http.postJson<QueryResult<JobListRow>>(
    "/api/query/result",
    { entity: "jobs", dtparams },
    queryResultSchema(jobListRowSchema),
    { signal, hideLoadingBar: true },
  );
  return answer.succeeded ? answer.value : null;
}

/** Bumps when jobs change, so server-paged lists reload. */
export function useListVersion(): number {
  return (
    useQuery({ queryKey: jobKeys.list, queryFn: () => Date.now(), staleTime: Number.POSITIVE_INFINITY })
      .data ?? 0
  );
}

const listQuery = <R>(key: readonly unknown[], path: string, schema: z.ZodType<R>, enabled = true) => ({
  queryKey: key,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const answer = await http.get(path, schema, { signal });
    if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load.");
    return answer.value;
  },
  enabled,
  staleTime: 60_000,
});

/** Active clients for the job's client picker. */
export const useClientOptions = () =>
  useQuery(listQuery(["clients", "options"], "/api/clientsactive-list", z.array(clientOptionSchema)));
/** The client's contacts (job contacts pick from them). */
export const useClientContacts = (clientId: number | null) =>
  useQuery(
    listQuery(
      ["clients", clientId ?? 0, "client-contact"],
      `/api/client-contacts/${clientId ?? 0}`,
      z.array(clientContactSchema),
      Boolean(clientId),
    ),
  );
/** Client venues plus global venues (job venues pick from them). */
export const useVenueOptions = (clientId: number | null) =>
  useQuery(
    listQuery(
      ["clients", clientId ?? 0, "venues-plus-global"],
      `/api/client-venues-plus-global/${clientId ?? 0}`,
      z.array(venueSchema),
      Boolean(clientId),
    ),
  );
export const useTotalTime = (jobId: number) =>
  useQuery(
    listQuery(jobKeys.child(jobId, "total-time"), `/api/job/total-time/${jobId}`, totalTimeSchema, jobId > 0),
  );

const child = <R>(
  kind: string,
  list: (id: number) => string,
  row: z.ZodType<R>,
  save?: string,
  remove?: string,
): ChildResource<R> => ({
  kind,
  key: (id) => jobKeys.child(id, kind),
  list,
  row,
  ...(save ? { save } : {}),
  ...(remove ? { remove } : {}),
});

/** The lists of the job edit tabs (staff-calls §7.7–§7.9). */
export const jobChildren = {
  contacts: child(
    "job-contact",
    (id) => `/api/job/contacts/${id}`,
    jobContactSchema,
    "/api/job/contact/update",
    "/api/job/contact/delete",
  ),
  venues: child(
    "job-venue",
    (id) => `/api/job/venues/${id}`,
    jobVenueSchema,
    "/api/job/venue/update",
    "/api/job/venue/delete",
  ),
  incentives: child(
    "incentive",
    (id) => `/api/job/incentives/${id}`,
    jobIncentiveSchema,
    "/api/job/incentive/update",
    "/api/job/incentive/delete",
  ),
  durations: child("job-duration", (id) => `/api/job/durations/${id}`, jobDurationSchema),
  time: child("job-time", (id) => `/api/job/time-allocation/${id}`, timeAllocationSchema),
  quotas: child<Quota>(
    "quota",
    (id) => `/api/job/quotas/${id}`,
    quotaSchema,
    "/api/job/quota/update",
    "/api/job/quota/delete",
  ),
  sessions: child("session", (id) => `/api/jobgroups/${id}`, jobGroupSchema),
  invoices: child<Invoice>("invoice", (id) => `/api/job/invoices/${id}`, invoiceSchema),
  documents: child<DocumentRow>(
    "job-document",
    (id) => `/api/document/get/Job/${id}`,
    documentSchema,
    undefined,
    "/api/document/delete",
  ),
  queries: child(
    "job-query",
    (id) => `/api/job/queries/${id}`,
    jobQuerySchema,
    undefined,
    "/api/job/queries/delete",
  ),
};

const refresh = (jobId: number, kind: string) =>
  queryClient.invalidateQueries({ queryKey: jobKeys.child(jobId, kind) });

/** POST /api/job/duration/update: the job's whole duration list (json) and the field jobId. */
export async function saveDurations(jobId: number, items: unknown[]) {
  const form = new FormData();
  form.set("json", JSON.stringify(items));
  form.set("jobId", String(jobId));
  const answer = await http.postMultipart("/api/job/duration/update", form);
  if (answer.succeeded) await refresh(jobId, "job-duration");
  return answer;
}

/** Deletes durations: the list is saved whole, so what stays is the cached list minus `ids`. */
export async function deleteDurations(jobId: number, ids: readonly number[]) {
  const current = (queryClient.getQueryData(jobChildren.durations.key(jobId)) ?? []) as { id: number }[];
  return saveDurations(
    jobId,
    current.filter((d) => !ids.includes(d.id)),
  );
}

/** Deletes invoices one by one (GET …/invoice/delete/{id}), stopping at the first refusal. */
export async function deleteInvoices(jobId: number, ids: readonly number[]) {
  for (const id of ids) {
    const answer = await deleteInvoice(jobId, id);
    if (!answer.succeeded) return answer;
  }
  return { succeeded: true, errors: [] as string[] };
}

/** POST /api/job/quota/clear/: every quota of the job. */
export async function clearQuotas(jobId: number) {
  const answer = await http.postJson("/api/job/quota/clear/", { jobId });
  if (answer.succeeded) await refresh(jobId, "quota");
  return answer;
}

/** POST /api/job/invoice/update with json holding one invoice or a list. */
export async function saveInvoice(jobId: number, invoice: unknown) {
  const answer = await http.postJson(
    "/api/job/invoice/update",
    invoice,
    z.array(invoiceSchema).or(invoiceSchema),
  );
  if (answer.succeeded) await refresh(jobId, "invoice");
  return answer;
}

export async function deleteInvoice(jobId: number, id: number) {
  const answer = await http.get(`/api/job/invoice/delete/${id}`);
  if (answer.succeeded) await refresh(jobId, "invoice");
  return answer;
}

/** GET /api/job/invoice/push/{id}: sends the invoice to the accounting system. */
export async function pushInvoice(jobId: number, id: number) {
  const answer = await http.get(`/api/job/invoice/push/${id}`);
  if (answer.succeeded) await refresh(jobId, "invoice");
  return answer;
}

export async function uploadJobDocuments(jobId: number, files: File[], description: string) {
  const form = new FormData();
  form.set("json", JSON.stringify({ parentType: "Job", parentId: jobId, description: description || null }));
  files.forEach((file, i) => {
    form.set(`files${i}`, file, file.name);
  });
  const answer = await http.postMultipart("/api/document/upload", form, z.array(documentSchema));
  if (answer.succeeded) await refresh(jobId, "job-document");
  return answer;
}

export type { ClientContact, ClientOption, Job, Venue };
