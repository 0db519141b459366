import {
  clientSuggestionsSchema,
  jobSuggestionsSchema,
  respondentSuggestionsSchema,
  type SearchKind,
  sessionSuggestionsSchema,
} from "../../../../server/contracts/search";
import { http } from "../../../lib/http";

const quiet = { hideLoadingBar: true } as const;
const path = (kind: SearchKind, keyword: string) => `/api/search/${kind}/${encodeURIComponent(keyword)}/`;

/** Autocomplete calls (product §7.7) plus the palette's lookups; an empty list on any failure. */
export async function searchJobsBy(
  kind: "job-number" | "job-name" | "job",
  keyword: string,
  signal?: AbortSignal,
) {
  const answer = await http.get(path(kind, keyword), jobSuggestionsSchema, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}

export async function searchRespondentsBy(
  kind: "resp-id" | "resp-mobile" | "resp-email" | "respondent",
  keyword: string,
  signal?: AbortSignal,
) {
  const answer = await http.get(path(kind, keyword), respondentSuggestionsSchema, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}

export async function searchSessions(keyword: string, signal?: AbortSignal) {
  const answer = await http.get(path("session", keyword), sessionSuggestionsSchema, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}

export async function searchClients(keyword: string, signal?: AbortSignal) {
  const answer = await http.get(path("client", keyword), clientSuggestionsSchema, { ...quiet, signal });
  return answer.succeeded ? answer.value : [];
}
