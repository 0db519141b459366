import type {
  ClientSuggestion,
  JobSuggestion,
  RespondentSuggestion,
  SessionSuggestion,
} from "../../../../server/contracts/search";
import { type SearchKind, searchUrl } from "../../../../server/contracts/search-constants";
import { arrayOf, type Guard, isBoolean, isInteger, isString, nullable, shape } from "../../../lib/guards";
import { http } from "../../../lib/http";

// The top bar and the palette search from the staff shell: guards, not zod (decision 080).
export const isJobSuggestion: Guard<JobSuggestion> = shape({
  id: isInteger,
  jobNumberAndName: isString,
  jobNumber: isString,
  jobName: isString,
  jobStatus: isString,
});
export const isRespondentSuggestion: Guard<RespondentSuggestion> = shape({
  id: isInteger,
  fullName: isString,
  businessRego: isBoolean,
  disabilityRego: isBoolean,
  mobile: nullable(isString),
  email: nullable(isString),
  isActive: isBoolean,
});
export const isSessionSuggestion: Guard<SessionSuggestion> = shape({
  id: isInteger,
  jobId: isInteger,
  sessionNumber: isInteger,
  name: isString,
  jobNumberAndName: isString,
});
export const isClientSuggestion: Guard<ClientSuggestion> = shape({
  id: isInteger,
  name: isString,
  status: isString,
});
const areJobSuggestions = arrayOf(isJobSuggestion);
const areRespondentSuggestions = arrayOf(isRespondentSuggestion);
const areSessionSuggestions = arrayOf(isSessionSuggestion);
const areClientSuggestions = arrayOf(isClientSuggestion);

const quiet = { hideLoadingBar: true } as const;
const path = (kind: SearchKind, keyword: string) => searchUrl(kind, keyword);

/** Autocomplete calls (product §7.7) plus the palette's lookups; an empty list on any failure. */
export async function searchJobsBy(
  kind: "job-number" | "job-name" | "job",
  keyword: string,
  signal?: AbortSignal,
) {
  const answer = await http.get(path(kind, keyword), areJobSuggestions, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}

export async function searchRespondentsBy(
  kind: "resp-id" | "resp-mobile" | "resp-email" | "respondent",
  keyword: string,
  signal?: AbortSignal,
) {
  const answer = await http.get(path(kind, keyword), areRespondentSuggestions, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}

export async function searchSessions(keyword: string, signal?: AbortSignal) {
  const answer = await http.get(path("session", keyword), areSessionSuggestions, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}

export async function searchClients(keyword: string, signal?: AbortSignal) {
  const answer = await http.get(path("client", keyword), areClientSuggestions, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}
