import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AccessRule, guard } from "../auth/guard";
import type { AppEnv, UseCaseContext } from "../context";
import {
  filterItemOptionsRequestSchema,
  type QueryEntity,
  queryEntitySchema,
  queryResultsRequestSchema,
  respondentsRequestSchema,
  saveQueryRequestSchema,
} from "../contracts/panel-search";
import { EXPORT_TOTAL_HEADER } from "../contracts/query-constants";
import { idSchema, wholeNumber } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
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

type Ctx = Context<AppEnv>;

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

/** Any staff first (401/403 before parsing), then the entity's right. */
async function entityCall(c: Ctx): Promise<{ ctx: UseCaseContext; entity: QueryEntity }> {
  await guard(c, { staff: [] });
  const { entity } = params(c, z.object({ entity: queryEntitySchema }).loose());
  return { ctx: await guard(c, ENTITY_RULE[entity]), entity };
}

const surveyParam = z.object({ surveyId: idSchema }).loose();
const jobParam = z.object({ jobId: wholeNumber(0, 2_147_483_647, "Invalid id") }).loose();
const idParam = z.object({ id: idSchema }).loose();
const entityParam = z.object({ entity: queryEntitySchema });

function xlsx(file: { out: NodeJS.ReadableStream; total: number; fileName: string }) {
  return new Response(Readable.toWeb(file.out as Readable) as ReadableStream, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      [EXPORT_TOTAL_HEADER]: String(file.total),
      "Access-Control-Expose-Headers": EXPORT_TOTAL_HEADER,
    },
  });
}

const exportRoute = (kind: ExportKind) => async (c: Ctx) => {
  const { ctx, entity } = await entityCall(c);
  const input = await jsonBody(c, queryResultsRequestSchema);
  return xlsx(await startPanelExport(ctx, entity, input, kind, c.get("requestId")));
};

export const panelSearchRoutes = new Hono<AppEnv>()
  .get("/query/GetComparisonMethods", async (c) => {
    await guard(c, { staff: [] });
    return ok(c, comparisonMethods());
  })
  .post("/respondents", async (c) => {
    const ctx = await guard(c, { staff: [] });
    const input = await jsonBody(c, respondentsRequestSchema);
    return ok(c, await queryResults(ctx, "respondent", input));
  })
  .get("/respondent/getColumns", async (c) => {
    const ctx = await guard(c, { staff: [] });
    return ok(c, await entityColumns(ctx, "respondent"));
  })
  .get("/respondent/getEntities", async (c) => {
    await guard(c, { staff: [] });
    return ok(c, ENTITY_CAPTIONS);
  })
  .get("/respondent/getEntityColumn/:entity", async (c) => {
    await guard(c, { staff: [] });
    const { entity } = params(c, entityParam);
    const ctx = await guard(c, ENTITY_RULE[entity]);
    return ok(c, await entityColumns(ctx, entity));
  })
  .get("/:entity/GetFilterItems", async (c) => {
    const { ctx, entity } = await entityCall(c);
    return ok(c, await filterItems(ctx, entity, null));
  })
  .get("/:entity/GetFilterItems/:surveyId", async (c) => {
    const { ctx, entity } = await entityCall(c);
    return ok(c, await filterItems(ctx, entity, params(c, surveyParam).surveyId));
  })
  .post("/:entity/GetFilterItemOptions", async (c) => {
    const { ctx, entity } = await entityCall(c);
    const input = await jsonBody(c, filterItemOptionsRequestSchema);
    return ok(c, await filterItemOptions(ctx, entity, input.filter));
  })
  .get("/:entity/GetDefaultFilterItems", async (c) => {
    const { entity } = await entityCall(c);
    return ok(c, defaultFilterItems(entity, false));
  })
  .get("/:entity/GetDefaultMobileFilterItems", async (c) => {
    const { entity } = await entityCall(c);
    return ok(c, defaultFilterItems(entity, true));
  })
  .get("/:entity/GetExistingQueryFilterItems/:id", async (c) => {
    const { ctx, entity } = await entityCall(c);
    return ok(c, await savedQuery(ctx, entity, params(c, idParam).id));
  })
  .get("/:entity/GetExistingQuerys/:jobId", async (c) => {
    const { ctx, entity } = await entityCall(c);
    return ok(c, await savedQueries(ctx, entity, params(c, jobParam).jobId));
  })
  .post("/:entity/SaveQuery", async (c) => {
    const { ctx, entity } = await entityCall(c);
    const input = await jsonBody(c, saveQueryRequestSchema);
    return ok(c, await saveQuery(ctx, entity, input), { successMsg: "Query saved." });
  })
  .post("/:entity/GetQueryResults", async (c) => {
    const { ctx, entity } = await entityCall(c);
    return ok(c, await queryResults(ctx, entity, await jsonBody(c, queryResultsRequestSchema)));
  })
  .post("/:entity/GetQueryResultsIds", async (c) => {
    const { ctx, entity } = await entityCall(c);
    return ok(c, await queryIds(ctx, entity, await jsonBody(c, queryResultsRequestSchema)));
  })
  .post("/:entity/GetQueryResultsExport", exportRoute("visible"))
  .post("/:entity/GetQueryResultsRawDataExport", exportRoute("raw"))
  .post("/:entity/GetQueryResultsDataExport", exportRoute("data"));
