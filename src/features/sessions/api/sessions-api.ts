import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type Attendee,
  attendeeListSchema,
  type BulkAnswer,
  bulkAnswerSchema,
  eventCreateAnswerSchema,
  undoAnswerSchema,
} from "../../../../server/contracts/events";
import { quotaSchema } from "../../../../server/contracts/quotas";
import {
  type CalendarEntry,
  type CurrentSessionsParam,
  calendarSchema,
  confirmationListSchema,
  customFieldSchema,
  type Session,
  type SessionSave,
  sessionContactSchema,
  sessionDefaultsSchema,
  sessionDurationSchema,
  sessionIncentiveSchema,
  sessionListSchema,
  sessionSchema,
  sessionVenueSchema,
  type TimeSlot,
  timeSlotListSchema,
  timeSlotSchema,
} from "../../../../server/contracts/sessions";
import type { ChildResource } from "../../../lib/child-records";
import { type ApiResult, http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { sessionKeys } from "./session-keys";

export type { Attendee, BulkAnswer, CalendarEntry, Session, TimeSlot };
export { sessionKeys };

const failed = (errors: string[], what: string) => new Error(errors.join(" ") || `Could not load ${what}.`);

/** GET /api/jobgroup/{id}. */
export function useSession(id: number) {
  return useQuery({
    queryKey: sessionKeys.one(id),
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/jobgroup/${id}`, sessionSchema, { signal });
      if (!answer.succeeded) throw failed(answer.errors, "the session");
      return answer.value;
    },
    enabled: id > 0,
  });
}

async function refreshSessions(jobId: number) {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  await queryClient.invalidateQueries({ queryKey: sessionKeys.ofJob(jobId) });
}

/** GET /api/jobgroup?jobId=: a new session's defaults (next number, the job's recruiters). */
export function useSessionDefaults(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...sessionKeys.all, "defaults", jobId],
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/jobgroup?jobId=${jobId}`, sessionDefaultsSchema, { signal });
      if (!answer.succeeded) throw failed(answer.errors, "the session defaults");
      return answer.value;
    },
    enabled: enabled && jobId > 0,
    staleTime: 0,
  });
}

/** POST /api/jobgroup/update; the session everywhere it is shown and the job's list refresh. */
export async function saveSession(payload: SessionSave & { jobId: number }) {
  const answer = await http.postJson("/api/jobgroup/update", payload, sessionSchema);
  if (answer.succeeded) {
    queryClient.setQueryData(sessionKeys.one(answer.value.id), answer.value);
    await refreshSessions(payload.jobId);
  }
  return answer;
}

/** POST /api/jobgroup/delete (json ids). */
export async function deleteSessions(jobId: number, ids: number[]) {
  const answer = await http.postJson("/api/jobgroup/delete", { ids });
  if (answer.succeeded) await refreshSessions(jobId);
  return answer;
}

const child = <R>(
  kind: string,
  list: (id: number) => string,
  row: z.ZodType<R>,
  save?: string,
  remove?: string,
): ChildResource<R> => ({
  kind,
  key: (id) => sessionKeys.child(id, kind),
  list,
  row,
  ...(save ? { save } : {}),
  ...(remove ? { remove } : {}),
});

/** The lists of the session's tabs (staff-calls §7.10, §7.8). */
export const sessionChildren = {
  times: child(
    "session-time",
    (id) => `/api/jobgroup-times/${id}`,
    timeSlotSchema,
    "/api/jobgroup-time/update",
    "/api/jobgroup-times/delete",
  ),
  contacts: child(
    "session-contact",
    (id) => `/api/jobgroup/contacts/${id}`,
    sessionContactSchema,
    "/api/jobgroup/contact/update",
    "/api/jobgroup/contact/delete",
  ),
  venues: child(
    "session-venue",
    (id) => `/api/jobgroup/venues/${id}`,
    sessionVenueSchema,
    "/api/jobgroup/venue/update",
    "/api/jobgroup/venue/delete",
  ),
  customfields: child(
    "session-customfield",
    (id) => `/api/jobgroups/customfield/${id}`,
    customFieldSchema,
    "/api/jobgroup/customfield/update",
    "/api/jobgroup/customfield/delete",
  ),
  incentives: child("session-incentive", (id) => `/api/jobgroup/incentives/${id}`, sessionIncentiveSchema),
  durations: child("session-duration", (id) => `/api/jobgroup/durations/${id}`, sessionDurationSchema),
  quotas: child("session-quota", (id) => `/api/jobgroup/quotas/${id}`, quotaSchema),
};

/** Saves one row of a session tab; its list reloads everywhere it is shown. */
export async function saveSessionRow(tab: keyof typeof sessionChildren, sessionId: number, payload: unknown) {
  const resource = sessionChildren[tab] as ChildResource<unknown>;
  if (!resource.save) throw new Error(`${resource.kind} cannot be saved here.`);
  const answer = await http.postJson(resource.save, payload);
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: resource.key(sessionId) });
  if (tab === "times") await queryClient.invalidateQueries({ queryKey: sessionKeys.one(sessionId) });
  return answer;
}

/**
 * Deletes rows of a session tab. Contacts and venues take one `deleteId` per call (the spec's
 * shape); time slots and custom fields take json ids.
 */
export async function deleteSessionRows(
  tab: "times" | "contacts" | "venues" | "customfields",
  sessionId: number,
  ids: number[],
): Promise<ApiResult<unknown>> {
  const resource = sessionChildren[tab] as ChildResource<unknown>;
  let answer: ApiResult<unknown> | null = null;
  if (tab === "contacts" || tab === "venues") {
    for (const id of ids) {
      answer = await http.postForm(resource.remove ?? "", { deleteId: String(id) });
      if (!answer.succeeded) break;
    }
  } else answer = await http.postJson(resource.remove ?? "", { ids });
  await queryClient.invalidateQueries({ queryKey: resource.key(sessionId) });
  return answer ?? { succeeded: true, value: null, errors: [], successMsg: null, message: null, status: 200 };
}

/** The time slots of a session (the booking picker). */
export async function sessionTimes(sessionId: number): Promise<TimeSlot[]> {
  const answer = await http.get(`/api/jobgroup-times/${sessionId}`, timeSlotListSchema, {
    hideLoadingBar: true,
  });
  return answer.succeeded ? answer.value : [];
}

/** A session's booked attendees (job/qual-respondents/{sessionId}) or its standby list. */
export function useAttendees(sessionId: number, jobId: number, list: "attendees" | "standby") {
  return useQuery({
    queryKey: [...sessionKeys.attendees(sessionId), list],
    queryFn: async ({ signal }) => {
      const path =
        list === "standby"
          ? `/api/job/standby-respondents/${jobId}?sessionId=${sessionId}`
          : `/api/job/qual-respondents/${sessionId}`;
      const answer = await http.get(path, attendeeListSchema, { signal });
      if (!answer.succeeded) throw failed(answer.errors, "the attendees");
      return answer.value;
    },
    enabled: sessionId > 0,
  });
}

/** The bulk attendee actions of staff-calls §7.11 (each takes json ids, some one value more). */
export const ATTENDEE_ACTIONS = {
  confirm: { path: "ConfirmAttendance" },
  unconfirm: { path: "UnConfirmAttendance" },
  pay: { path: "RecordPaymentForQualifiedResp" },
  cancelPayment: { path: "CancelPayment" },
  bounced: { path: "BouncedPayment" },
  interviewTime: { path: "PostInterviewTime", field: "interviewTime" },
  incentive: { path: "PostIncentive", field: "incentive" },
  comment: { path: "PostAttendeeDocumentComment", field: "comment" },
  notes: { path: "PostNotes", field: "notes" },
} as const;
export type AttendeeAction = keyof typeof ATTENDEE_ACTIONS;

async function refreshAttendees(sessionId: number) {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.one(sessionId) });
  await queryClient.invalidateQueries({ queryKey: sessionKeys.attendees(sessionId) });
  await queryClient.invalidateQueries({ queryKey: sessionKeys.pending });
}

/** POST /api/event/{action} with json ids (and the action's one value); answers the undo batch. */
export async function runAttendeeAction(
  sessionId: number,
  action: AttendeeAction,
  ids: number[],
  value?: string | number | null,
) {
  const spec: { path: string; field?: string } = ATTENDEE_ACTIONS[action];
  const payload: Record<string, unknown> = { ids };
  if (spec.field) payload[spec.field] = value ?? "";
  const answer = await http.postJson(`/api/event/${spec.path}`, payload, bulkAnswerSchema);
  // Not awaited: the answer (and its undo batch) reaches the command before the list reloads.
  void refreshAttendees(sessionId);
  return answer;
}

/**
 * Moves attendees to a status (attended, no show, outcomes) through event/update, one call per
 * booking; answers the batches to undo together and the refusals.
 */
export async function setAttendeeStatus(sessionId: number, ids: number[], status: string) {
  const batchIds: number[] = [];
  const errors: string[] = [];
  for (const id of ids) {
    const answer = await http.postJson("/api/event/update", { id, status }, bulkAnswerSchema);
    if (answer.succeeded && answer.value.batchId !== null) batchIds.push(answer.value.batchId);
    else if (!answer.succeeded) errors.push(...answer.errors);
  }
  await refreshAttendees(sessionId);
  return { batchIds, errors };
}

/** Saves an attendee's schedule custom fields (POST /api/job/jobcustomfields). */
export async function saveAttendeeCustomFields(
  sessionId: number,
  attendee: { eventId: number; respondentId: number },
  values: Record<string, string>,
) {
  const answer = await http.postJson("/api/job/jobcustomfields", {
    ...values,
    ResId: attendee.respondentId,
    RespEventId: attendee.eventId,
  });
  await refreshAttendees(sessionId);
  return answer;
}

/** POST /api/event/undo {batchId}: the server restores the previous state exactly. */
export async function undoAttendeeAction(sessionId: number, batchId: number) {
  const answer = await http.postJson("/api/event/undo", { batchId }, undoAnswerSchema);
  await refreshAttendees(sessionId);
  return answer;
}

/** Books respondents into a session's time slot (POST /api/event/create). */
export async function bookRespondents(
  target: { sessionId: number; jobId: number; timeSlotId: number | null },
  respondentIds: number[],
) {
  const answer = await http.postJson(
    "/api/event/create",
    { jobId: target.jobId, jobGroupId: target.sessionId, jobGroupTimeId: target.timeSlotId, respondentIds },
    eventCreateAnswerSchema,
  );
  await refreshAttendees(target.sessionId);
  return answer;
}

/** GET /api/session-calendar?from&to (at most 62 days). */
export async function calendarEntries(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<CalendarEntry[]> {
  const answer = await http.get(`/api/session-calendar?from=${from}&to=${to}`, calendarSchema, {
    signal,
    hideLoadingBar: true,
  });
  if (!answer.succeeded) throw failed(answer.errors, "the calendar");
  return answer.value;
}

/** POST /api/report/GetUserCurrentSessionsWithParam: the user's current and upcoming sessions. */
export function useCurrentSessions(filters: CurrentSessionsParam) {
  return useQuery({
    queryKey: [...sessionKeys.pending, "current", filters],
    queryFn: async ({ signal }) => {
      const answer = await http.postJson(
        "/api/report/GetUserCurrentSessionsWithParam",
        filters,
        sessionListSchema,
        {
          signal,
          hideLoadingBar: true,
        },
      );
      if (!answer.succeeded) throw failed(answer.errors, "your sessions");
      return answer.value;
    },
  });
}

/** GET /api/report/GetUserMissingSessionConfirmations (hidden loading, staff-calls §7.6). */
export function useMissingConfirmations() {
  return useQuery({
    queryKey: [...sessionKeys.pending, "missing"],
    queryFn: async ({ signal }) => {
      const answer = await http.get(
        "/api/report/GetUserMissingSessionConfirmations",
        confirmationListSchema,
        {
          signal,
          hideLoadingBar: true,
        },
      );
      if (!answer.succeeded) throw failed(answer.errors, "the missing confirmations");
      return answer.value;
    },
  });
}
