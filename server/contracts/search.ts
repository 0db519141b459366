import { z } from "zod";

/** The autocomplete fields of product §7.7 plus the palette's own (decision 031). */
export const SEARCH_KINDS = [
  "job-number",
  "job-name",
  "job-invnumber",
  "resp-id",
  "resp-mobile",
  "resp-email",
  "session",
  "client",
  "job",
  "respondent",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Minimum keyword length per kind (product §5: 1 for panel member id, 4 for the others). */
export const SEARCH_MIN_LENGTH: Record<SearchKind, number> = {
  "job-number": 4,
  "job-name": 4,
  "job-invnumber": 4,
  "resp-id": 1,
  "resp-mobile": 4,
  "resp-email": 4,
  session: 1,
  client: 2,
  job: 2,
  respondent: 1,
};

/** At most this many suggestions (product §9). */
export const SEARCH_MAX_RESULTS = 5;

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
});
export type RespondentSuggestion = z.infer<typeof respondentSuggestionSchema>;

/** A session (job group) suggestion for the palette's "Open session…". */
export const sessionSuggestionSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  sessionNumber: z.number().int(),
  name: z.string(),
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
export const trackingJobListItemSchema = z.object({
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

/** Route of a respondent by its panel flags (product §2.6). */
export function respondentPath(
  r: Pick<RespondentSuggestion, "id" | "businessRego" | "disabilityRego">,
): string {
  if (r.businessRego) return `/bussinesspanelmember/${r.id}`;
  if (r.disabilityRego) return `/impairmentpanelmember/${r.id}`;
  return `/respondent/${r.id}`;
}

export const jobNumberAndName = (jobNumber: string, name: string) => `${jobNumber} - ${name}`;
