import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AccessRule, assertStaffRights, guard } from "../auth/guard";
import type { AppEnv, UseCaseContext } from "../context";
import type { CallArgs } from "../contracts/call";
import { type QueryEntity, queryEntitySchema, queryResultsRequestSchema } from "../contracts/panel-search";
import * as calls from "../contracts/panel-search-calls";
import { RIGHTS } from "../contracts/rights";
import { xlsxStream } from "../http/file-response";
import { jsonBody, params } from "../http/input";
import { type ExportKind, startPanelExport } from "../services/panel-search/export";
import {
  comparisonMethods,
  defaultFilterItems,
  ENTITY_CAPTIONS,
  entityColumns,
  filterItemOptions,
  filterItems,
  queryIds,
  queryResults,
} from "../services/panel-search/panel-search";
import { savedQueries, savedQuery, saveQuery } from "../services/panel-search/saved-queries";
import { handle } from "./handle";

type Ctx = Context<AppEnv>;
type Entity = { entity: QueryEntity };

/**
 * The query engine's calls (staff-calls §7.14, §7.15; decision 140). Rights per entity:
 * respondent any staff, event and event-archive SearchEvents, document ClientAdmin or JobAdmin.
 */
const ENTITY_RULE: Record<QueryEntity, AccessRule> = {
  respondent: { staff: [] },
  event: { staff: [RIGHTS.SearchEvents] },
  "event-archive": { staff: [RIGHTS.SearchEvents] },
  document: { staffAny: [RIGHTS.ClientAdmin, RIGHTS.JobAdmin] },
};

/** Any staff first (401/403 before parsing, the rule of `handle`), then the entity's right. */
const ANY_STAFF = { staff: [] } as const;
const forEntity =
  <I extends Entity, A>(service: (ctx: UseCaseContext, input: I) => A) =>
  (ctx: UseCaseContext, input: I) => {
    assertStaffRights(ctx.rights, ENTITY_RULE[input.entity]);
    return service(ctx, input);
  };

/** Any staff first, then the entity's right (the streamed exports are not envelope calls). */
async function entityCall(c: Ctx): Promise<{ ctx: UseCaseContext; entity: QueryEntity }> {
  await guard(c, ANY_STAFF);
  const { entity } = params(c, z.object({ entity: queryEntitySchema }).loose());
  return { ctx: await guard(c, ENTITY_RULE[entity]), entity };
}

const exportRoute = (kind: ExportKind) => async (c: Ctx) => {
  const { ctx, entity } = await entityCall(c);
  const input = await jsonBody(c, queryResultsRequestSchema);
  return xlsxStream(await startPanelExport(ctx, entity, input, kind, c.get("requestId")));
};

type Query = CallArgs<typeof calls.queryResults>;

export const panelSearchRoutes = new Hono<AppEnv>()
  .on(...handle(calls.comparisonMethods, ANY_STAFF, () => comparisonMethods()))
  .on(...handle(calls.respondents, ANY_STAFF, (ctx, i) => queryResults(ctx, "respondent", i)))
  .on(...handle(calls.respondentColumns, ANY_STAFF, (ctx) => entityColumns(ctx, "respondent")))
  .on(...handle(calls.entities, ANY_STAFF, () => ENTITY_CAPTIONS))
  .on(
    ...handle(
      calls.entityColumns,
      ANY_STAFF,
      forEntity((ctx, i: Entity) => entityColumns(ctx, i.entity)),
    ),
  )
  .on(
    ...handle(
      calls.filterItems,
      ANY_STAFF,
      forEntity((ctx, i: Entity) => filterItems(ctx, i.entity, null)),
    ),
  )
  .on(
    ...handle(
      calls.surveyFilterItems,
      ANY_STAFF,
      forEntity((ctx, i: Entity & { surveyId: number }) => filterItems(ctx, i.entity, i.surveyId)),
    ),
  )
  .on(
    ...handle(
      calls.filterItemOptions,
      ANY_STAFF,
      forEntity((ctx, i: Entity & { filter: string }) => filterItemOptions(ctx, i.entity, i.filter)),
    ),
  )
  .on(
    ...handle(
      calls.defaultFilterItems,
      ANY_STAFF,
      forEntity((_, i: Entity) => defaultFilterItems(i.entity, false)),
    ),
  )
  .on(
    ...handle(
      calls.defaultMobileFilterItems,
      ANY_STAFF,
      forEntity((_, i: Entity) => defaultFilterItems(i.entity, true)),
    ),
  )
  .on(
    ...handle(
      calls.savedQuery,
      ANY_STAFF,
      forEntity((ctx, i: Entity & { id: number }) => savedQuery(ctx, i.entity, i.id)),
    ),
  )
  .on(
    ...handle(
      calls.savedQueries,
      ANY_STAFF,
      forEntity((ctx, i: Entity & { jobId: number }) => savedQueries(ctx, i.entity, i.jobId)),
    ),
  )
  .on(
    ...handle(
      calls.saveQuery,
      ANY_STAFF,
      forEntity((ctx, i: CallArgs<typeof calls.saveQuery>) => saveQuery(ctx, i.entity, i)),
      { successMsg: "Query saved." },
    ),
  )
  .on(
    ...handle(
      calls.queryResults,
      ANY_STAFF,
      forEntity((ctx, i: Query) => queryResults(ctx, i.entity, i)),
    ),
  )
  .on(
    ...handle(
      calls.queryIds,
      ANY_STAFF,
      forEntity((ctx, i: Query) => queryIds(ctx, i.entity, i)),
    ),
  )
  .post("/:entity/GetQueryResultsExport", exportRoute("visible"))
  .post("/:entity/GetQueryResultsRawDataExport", exportRoute("raw"))
  .post("/:entity/GetQueryResultsDataExport", exportRoute("data"));
