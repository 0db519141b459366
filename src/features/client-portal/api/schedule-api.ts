import { useQuery } from "@tanstack/react-query";
import * as scheduleCalls from "../../../../server/contracts/client-schedule-calls";
import * as clientCalls from "../../../../server/contracts/clients-calls";
import * as sessionCalls from "../../../../server/contracts/sessions/calls";
import {
  type ClientScheduleRow,
  clientScheduleBySessionSchema,
} from "../../../../server/contracts/sessions/client-schedule";
import { callApi } from "../../../lib/call-api";
import { queryClient } from "../../../lib/query-client";
import { readQuery, readValue } from "../../../lib/read-query";
import { type ScheduleGroup, withRow } from "../model/schedule-rows";

/** The company's jobs, for the job pickers. */
export function useCompanyJobs(clientId: number | null) {
  return useQuery(
    readQuery(
      ["client-jobs", clientId],
      clientCalls.jobs,
      { id: clientId ?? 0 },
      {
        enabled: clientId !== null,
        what: "your jobs",
      },
    ),
  );
}

export interface ScheduleQuery {
  jobId: number;
  sessionNumber: number;
  respondentStatus: string;
}
const scheduleKey = (q: ScheduleQuery) => ["client-schedule", q.jobId, q.sessionNumber, q.respondentStatus];

/**
 * The job's schedule by session in the client projection (decision 179). Each read is a logged
 * view (decision 213), so it is read once per choice and kept; sign-offs update it in place.
 */
async function readSchedule(q: ScheduleQuery, purpose: "view" | "export", signal?: AbortSignal) {
  const value = await readValue(
    clientCalls.jobScheduleBySession,
    { jobid: q.jobId, sessionNumber: q.sessionNumber, respondentStatus: q.respondentStatus, purpose },
    { signal, what: "the schedule" },
  );
  return clientScheduleBySessionSchema.parse(value) as ScheduleGroup[];
}

export function useSchedule(q: ScheduleQuery) {
  return useQuery({
    queryKey: scheduleKey(q),
    queryFn: ({ signal }) => readSchedule(q, "view", signal),
    enabled: q.jobId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The rows for the xlsx export, read again as an export (the access log says so). */
export const readScheduleForExport = (q: ScheduleQuery) => readSchedule(q, "export");

function putRow(q: ScheduleQuery, row: ClientScheduleRow) {
  queryClient.setQueryData<ScheduleGroup[]>(scheduleKey(q), (old) => (old ? withRow(old, row) : old));
}

/** Approves a booked respondent; the answered row replaces the old one. */
export async function approveRow(q: ScheduleQuery, eventId: number) {
  const answer = await callApi(scheduleCalls.clientApprove, { eventId });
  if (answer.succeeded) putRow(q, answer.value);
  return answer;
}

/** Asks for a replacement with a reason. */
export async function askReplacement(q: ScheduleQuery, eventId: number, reason: string) {
  const answer = await callApi(scheduleCalls.clientReplace, { eventId, reason });
  if (answer.succeeded) putRow(q, answer.value);
  return answer;
}

/** The job's sessions, for the session picker (the client reads its own jobs' sessions). */
export function useJobSessions(jobId: number) {
  return useQuery(
    readQuery(
      ["client-job-sessions", jobId],
      sessionCalls.sessionsOfJob,
      { jobId },
      {
        enabled: jobId > 0,
        what: "the sessions",
      },
    ),
  );
}
