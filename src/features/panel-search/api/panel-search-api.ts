import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CallInput } from "../../../../server/contracts/call";
import type {
  FilterGroup,
  FilterItem,
  QueryEntity,
  QueryResultsAnswer,
  SavedQuery,
} from "../../../../server/contracts/panel-search";
import * as calls from "../../../../server/contracts/panel-search-calls";
import * as listCalls from "../../../../server/contracts/private-lists-calls";
import type { JobSuggestion } from "../../../../server/contracts/search";
import { searchUrl } from "../../../../server/contracts/search-constants";
import { callApi } from "../../../lib/call-api";
import { arrayOf, type Guard, isInteger, isString, shape } from "../../../lib/guards";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import type { SearchTabState } from "../state/screen-state";

export type { FilterItem, QueryResultsAnswer, SavedQuery };
export { calls };

export const searchKeys = {
  all: ["panel-search"] as const,
  fields: (entity: QueryEntity, surveyId = 0) => ["panel-search", "fields", entity, surveyId] as const,
  options: (entity: QueryEntity, field: string) => ["panel-search", "options", entity, field] as const,
  saved: (entity: QueryEntity, jobId: number) => ["panel-search", "saved", entity, jobId] as const,
  query: (entity: QueryEntity, id: number) => ["panel-search", "query", entity, id] as const,
  lists: ["panel-search", "private-lists"] as const,
};

const LONG = 10 * 60_000;

/** The fields a condition can use, with a survey's questions when one is chosen. */
export function useFilterItems(entity: QueryEntity, surveyId = 0) {
  const what = { staleTime: LONG, what: "the filter fields" };
  const read = surveyId
    ? readQuery(searchKeys.fields(entity, surveyId), calls.surveyFilterItems, { entity, surveyId }, what)
    : readQuery(searchKeys.fields(entity), calls.filterItems, { entity }, what);
  // Choosing a survey keeps the fields on screen until its questions arrive.
  return useQuery({ ...read, placeholderData: keepPreviousData });
}

/** The columns a result grid can show. */
export const useResultColumns = (entity: QueryEntity) =>
  useQuery(
    readQuery(
      ["panel-search", "columns", entity],
      calls.entityColumns,
      { entity },
      { staleTime: LONG, what: "the columns" },
    ),
  );

/** The choices of a DropDown / Option field. */
export const useFilterOptions = (entity: QueryEntity, field: string, enabled: boolean) =>
  useQuery(
    readQuery(
      searchKeys.options(entity, field),
      calls.filterItemOptions,
      { entity, filter: field, extraId: 0 },
      { enabled, staleTime: LONG, what: "the choices" },
    ),
  );

/** A saved query with its filter. */
export const useSavedQuery = (entity: QueryEntity, id: number) =>
  useQuery(
    readQuery(
      searchKeys.query(entity, id),
      calls.savedQuery,
      { entity, id },
      { enabled: id > 0, what: "the saved query" },
    ),
  );

/** What one search asks the server: the tab's filter and context as the contract wants them. */
export interface SearchRequest {
  entity: QueryEntity;
  filters: FilterGroup;
  jobId: number | null;
  sessionId: number | null;
  moduleName?: "Search Events";
}

type QueryInput = CallInput<typeof calls.queryResults>;

const body = (r: SearchRequest, dtparams: QueryInput["dtparams"]): QueryInput => ({
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
  const answer = await callApi(calls.queryResults, body(r, dtparams), { signal });
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

/** The tab's search as the input of GetQueryResultsIds: every matching id (up to the server's limit). */
export const idsInput = (s: SearchTabState): CallInput<typeof calls.queryIds> => body(requestOf(s), {});

/** The streamed .xlsx export of the tab's search (visible columns, or every raw field). */
export function exportRequest(s: SearchTabState, raw: boolean) {
  const dtparams = {
    ...(s.sort ? { sort: s.sort } : {}),
    ...(s.columns.length ? { columns: s.columns } : {}),
  };
  return {
    path: `/api/${s.entity}/${raw ? "GetQueryResultsRawDataExport" : "GetQueryResultsExport"}`,
    payload: {
      ...body(requestOf(s), dtparams),
      allresults: true,
      ...(s.queryName ? { queryName: s.queryName } : {}),
    },
  };
}

/** POST /api/{entity}/SaveQuery: for the tab's job or for everyone (global). */
export async function saveQuery(
  s: SearchTabState,
  name: string,
  forCurrentJob: boolean,
  lastUrlSegment: string,
) {
  const answer = await callApi(calls.saveQuery, {
    entity: s.entity,
    ...(s.queryId && s.queryName === name ? { id: s.queryId } : {}),
    saveForCurrentJob: forCurrentJob,
    lastUrlSegment,
    filterSaveName: name,
    trackingJobNo: forCurrentJob ? s.jobId : null,
    surveyid: s.surveyId ?? null,
    filters: s.filters as FilterGroup,
  });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: searchKeys.all });
  return answer;
}

/** Adds members to a private list; the lists (their member counts) reload. */
export async function addToPrivateList(listId: number, ids: number[]) {
  const answer = await callApi(listCalls.addToPrivateList, { listId, ids });
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
      if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load the job's surveys.");
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
      const answer = await http.get(searchUrl("job", words), areJobChoices, {
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
export const useSavedQueries = (entity: QueryEntity, jobId: number) =>
  useQuery(
    readQuery(
      searchKeys.saved(entity, jobId),
      calls.savedQueries,
      { entity, jobId },
      { what: "the queries" },
    ),
  );

/** Renames a saved query: SaveQuery with its id, its own filter and the new name. */
export async function renameQuery(entity: QueryEntity, id: number, name: string) {
  const full = await callApi(calls.savedQuery, { entity, id });
  if (!full.succeeded) return full;
  const q = full.value;
  const answer = await callApi(calls.saveQuery, {
    entity,
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
  const answer = await callApi(calls.deleteGlobalQueries, { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: searchKeys.all });
  return answer;
}
