import { z } from "zod";
import { call } from "./call";
import {
  archiveAnswerSchema,
  archiveRequestSchema,
  columnsAnswerSchema,
  comparisonMethodsAnswerSchema,
  entitiesAnswerSchema,
  filterElementSchema,
  filterItemOptionsRequestSchema,
  filterItemsAnswerSchema,
  filterOptionsAnswerSchema,
  queryEntitySchema,
  queryIdsAnswerSchema,
  queryResultsAnswerSchema,
  queryResultsRequestSchema,
  respondentsRequestSchema,
  savedQueriesAnswerSchema,
  savedQuerySchema,
  saveQueryRequestSchema,
} from "./panel-search";
import { deleteCall, idParamSchema, idSchema, wholeNumber } from "./records";

/**
 * Panel search's calls (staff-calls §7.14, §7.15, §7.19; decisions 140, 143–144). The `:entity`
 * calls are answered by any staff first, then by the entity's right (decision 101). Their ids in
 * paths stay untyped: a malformed one is a 400 the API promises, not a 404.
 */

const none = z.object({});
const entity = z.object({ entity: queryEntitySchema });
/** The body of a query call, with the entity of its path. */
const queryInput = queryResultsRequestSchema.omit({ entity: true }).extend(entity.shape);

/** GET /api/query/GetComparisonMethods. */
export const comparisonMethods = call("GET", "/query/GetComparisonMethods", {
  input: none,
  answer: comparisonMethodsAnswerSchema,
});

/** POST /api/respondents: the respondent query with json params (staff-calls §7.14). */
export const respondents = call("POST", "/respondents", {
  input: respondentsRequestSchema,
  answer: queryResultsAnswerSchema,
});

/** GET /api/respondent/getColumns. */
export const respondentColumns = call("GET", "/respondent/getColumns", {
  input: none,
  answer: columnsAnswerSchema,
});

/** GET /api/respondent/getEntities. */
export const entities = call("GET", "/respondent/getEntities", { input: none, answer: entitiesAnswerSchema });

/** GET /api/respondent/getEntityColumn/{entity}: the columns a result grid can show. */
export const entityColumns = call("GET", "/respondent/getEntityColumn/:entity", {
  input: entity,
  answer: columnsAnswerSchema,
});

/** GET /api/{entity}/GetFilterItems: the fields a condition can use. */
export const filterItems = call("GET", "/:entity/GetFilterItems", {
  input: entity,
  answer: filterItemsAnswerSchema,
});

/** GET /api/{entity}/GetFilterItems/{surveyId}: the fields with a survey's questions. */
export const surveyFilterItems = call("GET", "/:entity/GetFilterItems/:surveyId", {
  input: entity.extend({ surveyId: idSchema }),
  answer: filterItemsAnswerSchema,
});

/** POST /api/{entity}/GetFilterItemOptions: the choices of a DropDown / Option field. */
export const filterItemOptions = call("POST", "/:entity/GetFilterItemOptions", {
  input: filterItemOptionsRequestSchema.extend(entity.shape),
  answer: filterOptionsAnswerSchema,
});

/** GET /api/{entity}/GetDefaultFilterItems. */
export const defaultFilterItems = call("GET", "/:entity/GetDefaultFilterItems", {
  input: entity,
  answer: z.array(filterElementSchema),
});

/** GET /api/{entity}/GetDefaultMobileFilterItems. */
export const defaultMobileFilterItems = call("GET", "/:entity/GetDefaultMobileFilterItems", {
  input: entity,
  answer: z.array(filterElementSchema),
});

/** GET /api/{entity}/GetExistingQueryFilterItems/{id}: a saved query with its filter. */
export const savedQuery = call("GET", "/:entity/GetExistingQueryFilterItems/:id", {
  input: entity.extend(idParamSchema.shape),
  answer: savedQuerySchema,
});

/** GET /api/{entity}/GetExistingQuerys/{jobId}: the job's queries and the global ones (0: global only). */
export const savedQueries = call("GET", "/:entity/GetExistingQuerys/:jobId", {
  input: entity.extend({ jobId: wholeNumber(0, 2_147_483_647, "Invalid id") }),
  answer: savedQueriesAnswerSchema,
});

/** POST /api/{entity}/SaveQuery: for a job or for everyone (global). */
export const saveQuery = call("POST", "/:entity/SaveQuery", {
  input: saveQueryRequestSchema.extend(entity.shape),
  answer: savedQuerySchema,
});

/** POST /api/{entity}/GetQueryResults: one page, the total (maybe estimated) and quota impact. */
export const queryResults = call("POST", "/:entity/GetQueryResults", {
  input: queryInput,
  answer: queryResultsAnswerSchema,
});

/** POST /api/{entity}/GetQueryResultsIds: every matching id (up to the server's limit). */
export const queryIds = call("POST", "/:entity/GetQueryResultsIds", {
  input: queryInput,
  answer: queryIdsAnswerSchema,
});

/** POST /api/globalqueries/delete: global queries (ManageGlobalQueries). */
export const deleteGlobalQueries = deleteCall("/globalqueries/delete", z.number().int());

/** POST /api/event/archive: moves old events to the archive (SearchEvents); the body is optional. */
export const archiveEvents = call("POST", "/event/archive", {
  input: archiveRequestSchema,
  answer: archiveAnswerSchema,
});
