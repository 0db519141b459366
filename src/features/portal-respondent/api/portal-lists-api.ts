import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Call } from "../../../../server/contracts/call";
import * as calls from "../../../../server/contracts/respondents/calls";
import type {
  opportunitiesSchema,
  respondentEventsSchema,
} from "../../../../server/contracts/respondents/portal";
import { callApi } from "../../../lib/call-api";
import { readQuery } from "../../../lib/read-query";

export type RespondentEvent = z.infer<typeof respondentEventsSchema>[number];
export type Opportunity = z.infer<typeof opportunitiesSchema>[number];

const listKey = (id: number | null, list: Call) => ["respondent", id, list.path] as const;

/** A respondent's list; null id (not signed in as a respondent yet) waits. */
const listOf = (id: number | null) => ({ enabled: id !== null, what: "the list" });

/** GET /api/respondent-payments/{id}: newest first. */
export const usePayments = (id: number | null) =>
  useQuery(readQuery(listKey(id, calls.payments), calls.payments, { id: id ?? 0 }, listOf(id)));
/** GET /api/respondent-events/{id}: every event kind, newest first (My Sessions filters). */
export const useEvents = (id: number | null) =>
  useQuery(readQuery(listKey(id, calls.events), calls.events, { id: id ?? 0 }, listOf(id)));
/** GET /api/respondent-surveys/{id}: the events of kind Survey. */
export const useSurveys = (id: number | null) =>
  useQuery(readQuery(listKey(id, calls.surveys), calls.surveys, { id: id ?? 0 }, listOf(id)));
/** GET /api/respondent-opportunities/{id}: open, unexpired invitations. */
export const useOpportunities = (id: number | null) =>
  useQuery(readQuery(listKey(id, calls.opportunities), calls.opportunities, { id: id ?? 0 }, listOf(id)));

export function useRefreshEvents(id: number | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey(id, calls.events) });
}

/**
 * POST /api/event/RespConfirmAttendance (decision 093). A refusal (session started, booking
 * closed) is a 200 with errors the page shows, not a sign-out.
 */
export const confirmAttendance = (eventId: number) =>
  callApi(calls.confirmAttendance, { eventId }, { authRedirect: false });

/**
 * POST /api/event/recordthirdpartysurveyclick as the browser follows 'Start Survey': fire and
 * forget. keepalive lets it finish when the survey opens in this tab; no loading bar, and a
 * refusal never sends the respondent to the sign-in page on their way to the survey.
 */
export function recordSurveyClick(respid: number, jobId: number): void {
  void callApi(
    calls.recordSurveyClick,
    { respid, JobId: jobId },
    { keepalive: true, hideLoadingBar: true, authRedirect: false },
  );
}
