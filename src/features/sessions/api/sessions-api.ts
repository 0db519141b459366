import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../server/contracts/sessions/calls";
import * as eventCalls from "../../../../server/contracts/sessions/event-calls";
import {
  type Attendee,
  attendeeListSchema,
  type BulkAnswer,
} from "../../../../server/contracts/sessions/events";
import {
  type CalendarEntry,
  type CurrentSessionsParam,
  calendarSchema,
  confirmationListSchema,
  type Session,
  type SessionSave,
  sessionDefaultsSchema,
  sessionListSchema,
  sessionSchema,
  type TimeSlot,
  timeSlotListSchema,
} from "../../../../server/contracts/sessions/sessions";
import { formatDate, formatTime } from "../../../lib/format";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { sessionKeys } from "./session-keys";

export type { Attendee, BulkAnswer, CalendarEntry, Session, TimeSlot };
/** `eventCalls`: bookings and attendee actions (server/contracts/sessions/event-calls.ts). */
export { calls, eventCalls, sessionKeys };

const failed = (errors: string[], what: string) => new Error(errors.join(" ") || `Could not load ${what}.`);

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
    queryKey: sessionKeys.one(id),
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/jobgroup/${id}`, sessionSchema, { signal });
      if (!answer.succeeded) throw failed(answer.errors, "the session");
      return answer.value;
    },
    enabled: id > 0,
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

/** POST /api/jobgroup/update: the answer is the session on screen; the lists it is in refresh. */
export async function saveSession(payload: SessionSave & { jobId: number }) {
  const answer = await http.postJson("/api/jobgroup/update", payload, sessionSchema);
  if (answer.succeeded) {
    queryClient.setQueryData(sessionKeys.one(answer.value.id), answer.value);
    await refreshSessionLists(payload.jobId);
  }
  return answer;
}

/** POST /api/jobgroup/delete (json ids). */
export async function deleteSessions(jobId: number, ids: number[]) {
  const answer = await http.postJson("/api/jobgroup/delete", { ids });
  if (answer.succeeded) {
    for (const id of ids) queryClient.removeQueries({ queryKey: sessionKeys.one(id) });
    await refreshSessionLists(jobId);
  }
  return answer;
}

/** The booking state machine's vocabulary, for commands that pick a status (loaded with the area). */
export { BOOKING_STATUSES, isBulkOutcome } from "../../../../server/contracts/sessions/booking-states";
export { deleteSessionRows, saveSessionRow, sessionChildren } from "./session-rows";

/** The time slots of a session (the booking picker). */
export async function sessionTimes(sessionId: number): Promise<TimeSlot[]> {
  const answer = await http.get(`/api/jobgroup-times/${sessionId}`, timeSlotListSchema, {
    hideLoadingBar: true,
  });
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

/** A session's booked attendees (job/qual-respondents/{sessionId}) or its standby list. */
export function useAttendees(sessionId: number, jobId: number, list: "attendees" | "standby") {
  return useQuery({
    ...live,
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
