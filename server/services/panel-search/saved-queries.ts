import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import {
  type FilterGroup,
  filtersSchema,
  type QueryEntity,
  type SavedQuery,
  type SaveQueryRequest,
} from "../../contracts/panel-search";
import { RIGHTS } from "../../contracts/rights";
import { buildPlan } from "../../db/repo/panel-search/plan";
import { queriesOfJob, type SavedQueryRow, savedQueriesTable } from "../../db/repo/saved-queries";
import { forbidden, notFound } from "../../http/errors";
import { existingJob } from "../jobs/jobs";
import { iso } from "../outcome";
import { eligibilityContextFor } from "./eligibility";
import { asBadRequest } from "./errors";

/**
 * Saved queries (product §3; decision 140): saved for the current job (trackingJobNo) or global.
 * Global queries are written only by holders of ManageGlobalQueries; anyone with the entity's
 * right reads them.
 */

function shape(row: SavedQueryRow): SavedQuery {
  const filters = filtersSchema.safeParse(row.filters);
  return {
    id: row.id,
    entity: row.entity as QueryEntity,
    name: row.name,
    jobId: row.jobId,
    isGlobal: row.isGlobal,
    lastUrlSegment: row.lastUrlSegment,
    surveyId: row.surveyId,
    max: row.max,
    filters: filters.success ? filters.data : ({ op: "and", items: [] } as FilterGroup),
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt) ?? "",
  };
}

const mayManageGlobal = (ctx: UseCaseContext) => holds(ctx, RIGHTS.ManageGlobalQueries);

export async function saveQuery(ctx: UseCaseContext, entity: QueryEntity, input: SaveQueryRequest) {
  const { db } = ctx.deps;
  const forJob = input.saveForCurrentJob;
  if (forJob && !input.trackingJobNo) throw notFound("Choose the job to save the query for.");
  if (forJob && input.trackingJobNo) await existingJob(ctx, input.trackingJobNo);
  if (!forJob && !mayManageGlobal(ctx))
    throw forbidden("Saving a global query needs the ManageGlobalQueries right.");
  // A saved filter must compile: unknown fields or comparisons are refused now, not on reopening.
  const eligibility = await eligibilityContextFor(ctx);
  await asBadRequest(() => buildPlan(db, { entity, filters: input.filters, extraIds: {} }, eligibility));
  const values = {
    entity,
    name: input.filterSaveName,
    jobId: forJob ? (input.trackingJobNo ?? null) : null,
    isGlobal: !forJob,
    lastUrlSegment: input.lastUrlSegment,
    surveyId: input.surveyid ?? null,
    max: input.max ?? null,
    filters: input.filters,
    createdBy: callerOf(ctx).name,
    updatedAt: ctx.deps.now(),
  };
  if (!input.id) return shape(await savedQueriesTable.insert(db, values));
  const before = await savedQueriesTable.get(db, input.id);
  if (!before || before.entity !== entity) throw notFound("Query not found.");
  if (before.isGlobal && !mayManageGlobal(ctx))
    throw forbidden("Changing a global query needs the ManageGlobalQueries right.");
  const { createdBy: _keep, ...changes } = values;
  const after = await savedQueriesTable.update(db, input.id, changes);
  if (!after) throw notFound("Query not found.");
  return shape(after);
}

export async function savedQuery(ctx: UseCaseContext, entity: QueryEntity, id: number): Promise<SavedQuery> {
  const row = await savedQueriesTable.get(ctx.deps.db, id);
  if (!row || row.entity !== entity) throw notFound("Query not found.");
  return shape(row);
}

/** GetExistingQuerys/{jobId}: the job's queries and the global ones (jobId 0: global only). */
export async function savedQueries(ctx: UseCaseContext, entity: QueryEntity, jobId: number) {
  const rows = await queriesOfJob(ctx.deps.db, entity, jobId || null);
  return rows.map((r) => {
    const { filters: _f, ...rest } = shape(r);
    return rest;
  });
}

/** Deletes global queries (ManageGlobalQueries); job queries go through job/queries/delete. */
export async function deleteGlobalQueries(ctx: UseCaseContext, ids: number[]) {
  if (!mayManageGlobal(ctx)) throw forbidden();
  const globalOnly = (rows: { isGlobal: boolean }[]) => {
    if (rows.some((r) => !r.isGlobal)) throw notFound("Query not found.");
  };
  return savedQueriesTable.removeExisting(ctx.deps.db, ids, "Query not found.", globalOnly);
}
