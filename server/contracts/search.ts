import { z } from "zod";

// Kinds, limits and paths live in a zod-free module the staff shell can import (decision 080).
export {
  jobNumberAndName,
  SEARCH_KINDS,
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_LENGTH,
  type SearchKind,
} from "./search-constants";

/** A job suggestion (product §3 "Search suggestion"). */
export const jobSuggestionSchema = z.object({
  id: z.number().int(),
  jobNumberAndName: z.string(),
  jobNumber: z.string(),
  jobName: z.string(),
  jobStatus: z.string(),
});
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;

/** A respondent suggestion; the flags pick the route (respondent/, bussinesspanelmember/, impairmentpanelmember/). */
export const respondentSuggestionSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  businessRego: z.boolean(),
  disabilityRego: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** False for a merged-away or deactivated record: lists mark it "(inactive)". */
  isActive: z.boolean(),
});
export type RespondentSuggestion = z.infer<typeof respondentSuggestionSchema>;

/** A session (job group) suggestion for the palette's "Open session…". */
export const sessionSuggestionSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  sessionNumber: z.number().int(),
  name: z.string(),
  /** When the session starts (ISO), so that sessions of one name are told apart (M19). */
  startsAt: z.string().nullable().optional(),
  jobNumberAndName: z.string(),
});
export type SessionSuggestion = z.infer<typeof sessionSuggestionSchema>;

/** A client suggestion for the palette's "Open client…". */
export const clientSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
});
export type ClientSuggestion = z.infer<typeof clientSuggestionSchema>;

export const jobSuggestionsSchema = z.array(jobSuggestionSchema);
export const respondentSuggestionsSchema = z.array(respondentSuggestionSchema);
export const sessionSuggestionsSchema = z.array(sessionSuggestionSchema);
export const clientSuggestionsSchema = z.array(clientSuggestionSchema);

/** GET /api/job-search/{jobnumber}: the TrackingJob list shape of staff-calls §3. */
const trackingJobListItemSchema = z.object({
  id: z.number().int(),
  jobApprovedNo: z.string().nullable(),
  jobName: z.string(),
  jobNumber: z.string(),
  jobNumberAndName: z.string(),
  jobNumberAndNameLink: z.string(),
  jobStatus: z.string(),
  jobType: z.string().nullable(),
  clientId: z.number().int().nullable(),
});
export type TrackingJobListItem = z.infer<typeof trackingJobListItemSchema>;
export const trackingJobListSchema = z.array(trackingJobListItemSchema);
