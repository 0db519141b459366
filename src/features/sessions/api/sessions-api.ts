import { useQuery } from "@tanstack/react-query";
import * as signoffCalls from "../../../../server/contracts/client-schedule-calls";
import * as calls from "../../../../server/contracts/sessions/calls";
import * as eventCalls from "../../../../server/contracts/sessions/event-calls";
import type { Attendee, BulkAnswer } from "../../../../server/contracts/sessions/events";
import type {
  CalendarEntry,
  CurrentSessionsParam,
  Session,
  SessionSave,
  TimeSlot,
} from "../../../../server/contracts/sessions/sessions";
import { callApi } from "../../../lib/call-api";
import { formatDate, formatTime } from "../../../lib/format";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import { sessionKeys } from "./session-keys";

export type { Attendee, BulkAnswer, CalendarEntry, Session, TimeSlot };
/**
 * `eventCalls`: bookings and attendee actions (server/contracts/sessions/event-calls.ts);
 * `signoffCalls`: the client's sign-off of bookings (decision 212), which staff clear.
 */
export { calls, eventCalls, sessionKeys, signoffCalls };

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
