import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../server/contracts/sessions/calls";
import {
  type Attendee,
  type BulkAnswer,
  bookIntoSlotAnswerSchema,
  bulkAnswerSchema,
  eventCreateAnswerSchema,
  type SetStatus,
  undoAnswerSchema,
} from "../../../../server/contracts/sessions/events";
import type {
  CalendarEntry,
  CurrentSessionsParam,
  Session,
  SessionSave,
  TimeSlot,
} from "../../../../server/contracts/sessions/sessions";
import { callApi } from "../../../lib/call-api";
import { formatDate, formatTime } from "../../../lib/format";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import { sessionKeys } from "./session-keys";

export type { Attendee, BulkAnswer, CalendarEntry, Session, TimeSlot };
export { calls, sessionKeys };

/**
 * How often an open session's screen asks again, while its browser tab is visible, so changes
 * made elsewhere (a respondent confirms, replies YES) show without a reload (decision 172).
 */
const LIVE_MS = 10_000;
const live = { refetchInterval: LIVE_MS, refetchOnWindowFocus: true } as const;

/** GET /api/jobgroup/{id}; `live` keeps its counts fresh while it is on screen. */
export function useSession(id: number, options: { live?: boolean } = {}) {
  return useQuery({
    ...(options.live ? live : {}),
    ...readQuery(sessionKeys.one(id), calls.session, { id }, { enabled: id > 0, what: "the session" }),
  });
}

/**
 * The lists a session's save or delete changes: the job's sessions tab, a new session's defaults
 * (its next number), the user's current sessions and missing confirmations. Never the session's
 * own key, which a save has just set from the answer.
 */
async function refreshSessionLists(jobId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.ofJob(jobId) }),
    queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, "defaults", jobId] }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.pending }),
  ]);
}

/** GET /api/jobgroup?jobId=: a new session's defaults (next number, the job's recruiters). */
export const useSessionDefaults = (jobId: number, enabled: boolean) =>
  useQuery(
    readQuery(
      [...sessionKeys.all, "defaults", jobId],
      calls.sessionDefaults,
      { jobId },
      { enabled: enabled && jobId > 0, staleTime: 0, what: "the session defaults" },
    ),
  );

/** POST /api/jobgroup/update: the answer is the session on screen; the lists it is in refresh. */
export async function saveSession(payload: SessionSave & { jobId: number }) {
  const answer = await callApi(calls.saveSession, payload);
  if (answer.succeeded) {
    queryClient.setQueryData(sessionKeys.one(answer.value.id), answer.value);
    await refreshSessionLists(payload.jobId);
  }
  return answer;
}

/** POST /api/jobgroup/delete: the deleted sessions leave the cache; the lists they were in refresh. */
export async function deleteSessions(jobId: number, ids: number[]) {
  const answer = await callApi(calls.deleteSessions, { ids });
  if (answer.succeeded) {
    for (const id of ids) queryClient.removeQueries({ queryKey: sessionKeys.one(id) });
    await refreshSessionLists(jobId);
  }
  return answer;
}

/** The booking state machine's vocabulary, for commands that pick a status (loaded with the area). */
export { BOOKING_STATUSES, isBulkOutcome } from "../../../../server/contracts/sessions/booking-states";
export { deleteSessionRows, saveSessionRow, sessionChildren } from "./session-rows";

/** The time slots of a session (the booking picker); none when they cannot be read. */
export async function sessionTimes(sessionId: number): Promise<TimeSlot[]> {
  const answer = await callApi(calls.timeSlots, { id: sessionId }, { hideLoadingBar: true });
  return answer.succeeded ? answer.value : [];
}

/** A time slot as the 'Book into slot…' picker shows it (agency clock). */
export interface SlotChoice {
  id: number;
  /** "04/12/2026 09:00–10:00". */
  label: string;
  booked: number;
  capacity: number;
  standby: number;
  full: boolean;
}

/** The session's slots with when they are and how full (decision 171). */
export async function slotChoices(sessionId: number): Promise<SlotChoice[]> {
  return (await sessionTimes(sessionId)).map((t) => ({
    id: t.id,
    label: `${formatDate(t.startsAt)} ${formatTime(t.startsAt)}${t.endsAt ? `–${formatTime(t.endsAt)}` : ""}`,
    booked: t.booked,
    capacity: t.capacity,
    standby: t.standby,
    full: t.capacity > 0 && t.booked >= t.capacity,
  }));
}

/** POST /api/event/BookIntoSlot: attendees into a slot (standby when full), one undo batch. */
export async function bookIntoSlot(sessionId: number, ids: number[], jobGroupTimeId: number) {
  const answer = await http.postJson(
    "/api/event/BookIntoSlot",
    { ids, jobGroupTimeId },
    bookIntoSlotAnswerSchema,
  );
  // The session key is the prefix of its attendees and slots: both lists reload.
  await refreshAttendees(sessionId);
  return answer;
}

/** A session's booked attendees (job/qual-respondents/{sessionId}) or its standby list. */
export function useAttendees(sessionId: number, jobId: number, list: "attendees" | "standby") {
  const key = [...sessionKeys.attendees(sessionId), list];
  const options = { enabled: sessionId > 0, what: "the attendees" };
  return useQuery({
    ...live,
    ...(list === "standby"
      ? readQuery(key, calls.standbyAttendees, { id: jobId, sessionId }, options)
      : readQuery(key, calls.sessionAttendees, { id: sessionId }, options)),
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
 * POST /api/event/RecordOutcome {ids, status}: attended, no show, the outcomes, declined or
 * cancelled for many attendees in one call and one undo batch.
 */
export async function recordAttendeeOutcome(sessionId: number, ids: number[], status: string) {
  const answer = await http.postJson("/api/event/RecordOutcome", { ids, status }, bulkAnswerSchema);
  void refreshAttendees(sessionId);
  return answer;
}

/**
 * POST /api/event/SetStatus {ids, status}: Booked, Standby or Confirmed for many attendees in one
 * call and one undo batch (decision 196); the server checks capacity, standby places and overlaps.
 */
export async function setAttendeeStatus(sessionId: number, ids: number[], status: SetStatus["status"]) {
  const answer = await callApi(calls.setAttendeeStatus, { ids, status });
  void refreshAttendees(sessionId);
  return answer;
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

/** POST /api/report/GetUserCurrentSessionsWithParam: the user's current and upcoming sessions. */
export const useCurrentSessions = (filters: CurrentSessionsParam) =>
  useQuery(
    readQuery([...sessionKeys.pending, "current", filters], calls.currentSessionsWith, filters, {
      quiet: true,
      what: "your sessions",
    }),
  );

/** GET /api/report/GetUserMissingSessionConfirmations (hidden loading, staff-calls §7.6). */
export const useMissingConfirmations = () =>
  useQuery(
    readQuery(
      [...sessionKeys.pending, "missing"],
      calls.missingConfirmations,
      {},
      {
        quiet: true,
        what: "the missing confirmations",
      },
    ),
  );
