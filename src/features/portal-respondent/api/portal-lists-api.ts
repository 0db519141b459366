import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { attendanceConfirmationSchema } from "../../../../server/contracts/respondents/events";
import {
  opportunitiesSchema,
  respondentEventsSchema,
  respondentPaymentsSchema,
} from "../../../../server/contracts/respondents/portal";
import { http } from "../../../lib/http";

export type RespondentEvent = z.infer<typeof respondentEventsSchema>[number];
export type Opportunity = z.infer<typeof opportunitiesSchema>[number];

/** One GET of a respondent's list; null id (not signed in as a respondent yet) waits. */
function useList<T>(name: string, id: number | null, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: ["respondent", id, name],
    enabled: id !== null,
    queryFn: async (): Promise<T> => {
      const answer = await http.get(`/api/${name}/${id}`, schema);
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "Could not load the list.");
      return answer.value;
    },
  });
}

/** GET /api/respondent-payments/{id}: newest first. */
export const usePayments = (id: number | null) =>
  useList("respondent-payments", id, respondentPaymentsSchema);
/** GET /api/respondent-events/{id}: every event kind, newest first (My Sessions filters). */
export const useEvents = (id: number | null) => useList("respondent-events", id, respondentEventsSchema);
/** GET /api/respondent-surveys/{id}: the events of kind Survey. */
export const useSurveys = (id: number | null) => useList("respondent-surveys", id, respondentEventsSchema);
/** GET /api/respondent-opportunities/{id}: open, unexpired invitations. */
export const useOpportunities = (id: number | null) =>
  useList("respondent-opportunities", id, opportunitiesSchema);

export function useRefreshEvents(id: number | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["respondent", id, "respondent-events"] });
}

/**
 * POST /api/event/RespConfirmAttendance (decision 093). A refusal (session started, booking
 * closed) is a 200 with errors the page shows, not a sign-out.
 */
export const confirmAttendance = (eventId: number) =>
  http.postForm(
    "/api/event/RespConfirmAttendance",
    { eventId: String(eventId) },
    attendanceConfirmationSchema,
    {
      authRedirect: false,
    },
  );

/**
 * POST /api/event/recordthirdpartysurveyclick as the browser follows 'Start Survey': fire and
 * forget. keepalive lets it finish when the survey opens in this tab; no loading bar, and a
 * refusal never sends the respondent to the sign-in page on their way to the survey.
 */
export function recordSurveyClick(respid: number, jobId: number): void {
  void http.postForm(
    "/api/event/recordthirdpartysurveyclick",
    { respid: String(respid), JobId: String(jobId) },
    undefined,
    { keepalive: true, hideLoadingBar: true, authRedirect: false },
  );
}
