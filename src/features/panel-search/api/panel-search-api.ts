import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  columnsAnswerSchema,
  type FilterGroup,
  type FilterItem,
  filterItemsAnswerSchema,
  filterOptionsAnswerSchema,
  type QueryEntity,
  type QueryResultsAnswer,
  queryIdsAnswerSchema,
  queryResultsAnswerSchema,
  respondentListsAnswerSchema,
  type SavedQuery,
  savedQueriesAnswerSchema,
  savedQuerySchema,
} from "../../../../server/contracts/panel-search";
import type { JobSuggestion } from "../../../../server/contracts/search";
import { arrayOf, type Guard, isInteger, isString, shape } from "../../../lib/guards";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import type { SearchTabState } from "../state/screen-state";

export type { FilterItem, QueryResultsAnswer, SavedQuery };

const failed = (errors: string[], what: string) => new Error(errors.join(" ") || `Could not load ${what}.`);

export const searchKeys = {
  all: ["panel-search"] as const,
  fields: (entity: QueryEntity, surveyId = 0) => ["panel-search", "fields", entity, surveyId] as const,
  options: (entity: QueryEntity, field: string) => ["panel-search", "options", entity, field] as const,
  saved: (entity: QueryEntity, jobId: number) => ["panel-search", "saved", entity, jobId] as const,
  query: (entity: QueryEntity, id: number) => ["panel-search", "query", entity, id] as const,
  lists: ["panel-search", "private-lists"] as const,
};

/** GET /api/{entity}/GetFilterItems[/{surveyId}]: the fields a condition can use, with a survey's questions. */
export function useFilterItems(entity: QueryEntity, surveyId = 0) {
  return useQuery({
    queryKey: searchKeys.fields(entity, surveyId),
    queryFn: async ({ signal }) => {
      const path = `/api/${entity}/GetFilterItems${surveyId ? `/${surveyId}` : ""}`;
      const answer = await http.get(path, filterItemsAnswerSchema, { signal });
      if (!answer.succeeded) throw failed(answer.errors, "the filter fields");
      return answer.value;
    },
    // Choosing a survey keeps the fields on screen until its questions arrive.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/respondent/getEntityColumn/{entity}: the columns a result grid can show. */
export function useResultColumns(entity: QueryEntity) {
  return useQuery({
    queryKey: ["panel-search", "columns", entity],
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/respondent/getEntityColumn/${entity}`, columnsAnswerSchema, {
        signal,
      });
      if (!answer.succeeded) throw failed(answer.errors, "the columns");
      return answer.value;
    },
    staleTime: 10 * 60_000,
  });
}

/** POST /api/{entity}/GetFilterItemOptions: the choices of a DropDown / Option field. */
export function useFilterOptions(entity: QueryEntity, field: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.options(entity, field),
    queryFn: async ({ signal }) => {
      const answer = await http.postJson(
        `/api/${entity}/GetFilterItemOptions`,
        { filter: field, extraId: 0 },
        filterOptionsAnswerSchema,
        { signal },
      );
      if (!answer.succeeded) throw failed(answer.errors, "the choices");
      return answer.value;
    },
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/{entity}/GetExistingQueryFilterItems/{id}: a saved query with its filter. */
export function useSavedQuery(entity: QueryEntity, id: number) {
  return useQuery({
    queryKey: searchKeys.query(entity, id),
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/${entity}/GetExistingQueryFilterItems/${id}`, savedQuerySchema, {
        signal,
      });
      if (!answer.succeeded) throw failed(answer.errors, "the saved query");
      return answer.value;
    },
    enabled: id > 0,
  });
}

/** What one search asks the server: the tab's filter and context as the contract wants them. */
export interface SearchRequest {
  entity: QueryEntity;
  filters: FilterGroup;
  jobId: number | null;
  sessionId: number | null;
  moduleName?: "Search Events";
}

const body = (r: SearchRequest, dtparams: Record<string, unknown>) => ({
  dtparams,
  entity: r.entity,
  filters: r.filters,
  extraIds: {
    ...(r.jobId ? { jobId: r.jobId } : {}),
    ...(r.sessionId ? { sessionId: r.sessionId } : {}),
  },
  ...(r.moduleName ? { moduleName: r.moduleName } : {}),
});

/** POST /api/{entity}/GetQueryResults: one page, the total (maybe estimated) and quota impact. */
export async function queryResults(
  r: SearchRequest,
  page: {
    start: number;
    length: number;
    sort: { column: string; dir: "asc" | "desc" } | null;
    columns: string[];
  },
  signal?: AbortSignal,
): Promise<QueryResultsAnswer | string> {
  const dtparams = {
    start: page.start,
    length: page.length,
    ...(page.sort ? { sort: page.sort } : {}),
    ...(page.columns.length ? { columns: page.columns } : {}),
  };
  const answer = await http.postJson(
    `/api/${r.entity}/GetQueryResults`,
    body(r, dtparams),
    queryResultsAnswerSchema,
    signal ? { signal } : {},
  );
  return answer.succeeded ? answer.value : answer.errors.join(" ") || "The search failed.";
}

/** The search a tab published, as a request (commands start from this). */
export function requestOf(s: SearchTabState): SearchRequest {
  return {
    entity: s.entity,
    filters: s.filters as FilterGroup,
    jobId: s.jobId,
    sessionId: s.sessionId,
    ...(s.entity === "event" ? { moduleName: "Search Events" as const } : {}),
  };
}

/** POST /api/{entity}/GetQueryResultsIds: every matching id (up to the server's limit). */
export async function queryIds(s: SearchTabState) {
  return http.postJson(`/api/${s.entity}/GetQueryResultsIds`, body(requestOf(s), {}), queryIdsAnswerSchema);
}

/** The streamed .xlsx export of the tab's search (visible columns, or every raw field). */
export function exportRequest(s: SearchTabState, raw: boolean) {
  const dtparams = {
    ...(s.sort ? { sort: s.sort } : {}),
    ...(s.columns.length ? { columns: s.columns } : {}),
  };
  return {
    path: `/api/${s.entity}/${raw ? "GetQueryResultsRawDataExport" : "GetQueryResultsExport"}`,
    payload: { ...body(requestOf(s), dtparams), allresults: true },
  };
}

/** POST /api/{entity}/SaveQuery: for the tab's job or for everyone (global). */
export async function saveQuery(
  s: SearchTabState,
  name: string,
  forCurrentJob: boolean,
  lastUrlSegment: string,
) {
  const answer = await http.postJson(`/api/${s.entity}/SaveQuery`, {
    ...(s.queryId && s.queryName === name ? { id: s.queryId } : {}),
    saveForCurrentJob: forCurrentJob,
    lastUrlSegment,
    filterSaveName: name,
    trackingJobNo: forCurrentJob ? s.jobId : null,
    surveyid: s.surveyId ?? null,
    filters: s.filters,
  });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: searchKeys.all });
  return answer;
}

/** GET /api/{entity}/GetExistingQuerys/{jobId}: the job's queries and the global ones. */
export async function savedQueries(entity: QueryEntity, jobId: number, signal?: AbortSignal) {
  const answer = await http.get(
    `/api/${entity}/GetExistingQuerys/${jobId}`,
    savedQueriesAnswerSchema,
    signal ? { signal } : {},
  );
  return answer.succeeded ? answer.value : [];
}

/** GET /api/respondentlists: the private lists a selection can go into. */
export async function privateLists(signal?: AbortSignal) {
  const answer = await http.get(
    "/api/respondentlists",
    respondentListsAnswerSchema,
    signal ? { signal } : {},
  );
  return answer.succeeded ? answer.value : [];
}

/** Adds members to a private list. */
export async function addToPrivateList(listId: number, ids: number[]) {
  const answer = await http.postJson("/api/respondentlist/addmembers", { listId, ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: searchKeys.lists });
  return answer;
}

// The search contract stays out of browser code (zod-free shell, decision 080): a guard checks it.
/** A survey of a job, as the survey picker lists it. */
export interface SurveyChoice {
  id: number;
  title: string;
  kind: string;
}

const areJobChoices: Guard<Pick<JobSuggestion, "id" | "jobNumberAndName">[]> = arrayOf(
  shape({ id: isInteger, jobNumberAndName: isString }),
);

const areSurveyChoices: Guard<SurveyChoice[]> = arrayOf(
  shape({ id: isInteger, title: isString, kind: isString }),
);

/** GET /api/surveys/{jobId}: the job's surveys, whose questions a search can filter on (decision 148). */
export function useJobSurveys(jobId: number | null) {
  return useQuery({
    queryKey: ["panel-search", "job-surveys", jobId ?? 0],
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/surveys/${jobId}`, areSurveyChoices, { signal });
      if (!answer.succeeded) throw failed(answer.errors, "the job's surveys");
      return answer.value;
    },
    enabled: Boolean(jobId),
    staleTime: 60_000,
  });
}

/** GET /api/search/job/{keyword}/: jobs by number or name, for the quota-impact job box. */
export function useJobChoices(keyword: string) {
  const words = keyword.trim();
  return useQuery({
    queryKey: ["panel-search", "jobs", words],
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/search/job/${encodeURIComponent(words)}/`, areJobChoices, {
        signal,
        hideLoadingBar: true,
      });
      return answer.succeeded ? answer.value.slice(0, 5) : [];
    },
    enabled: words.length >= 1,
    staleTime: 60_000,
  });
}

/** The saved queries of an entity for a job (0: the global ones), for lists on screens. */
export function useSavedQueries(entity: QueryEntity, jobId: number) {
  return useQuery({
    queryKey: searchKeys.saved(entity, jobId),
    queryFn: ({ signal }) => savedQueries(entity, jobId, signal),
  });
}

/** Renames a saved query: SaveQuery with its id, its own filter and the new name. */
export async function renameQuery(entity: QueryEntity, id: number, name: string) {
  const full = await http.get(`/api/${entity}/GetExistingQueryFilterItems/${id}`, savedQuerySchema);
  if (!full.succeeded) return full;
  const q = full.value;
  const answer = await http.postJson(`/api/${entity}/SaveQuery`, {
    id,
    saveForCurrentJob: !q.isGlobal,
    lastUrlSegment: q.lastUrlSegment,
    filterSaveName: name,
    surveyid: q.surveyId,
    trackingJobNo: q.jobId,
    max: q.max,
    filters: q.filters,
  });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: searchKeys.all });
  return answer;
}

/** POST /api/globalqueries/delete: global queries (ManageGlobalQueries). */
export async function deleteGlobalQueries(ids: number[]) {
  const answer = await http.postJson("/api/globalqueries/delete", { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: searchKeys.all });
  return answer;
}
