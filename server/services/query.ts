import { holds } from "../auth/guard";
import type { UseCaseContext } from "../context";
import type { QueryRequest } from "../contracts/query";
import { RIGHTS } from "../contracts/rights";
import { clientPage, jobPage } from "../db/repo/query";
import { forbidden } from "../http/errors";

const RIGHT_OF = { jobs: RIGHTS.JobAdmin, clients: RIGHTS.ClientAdmin } as const;

/** A list (and its export) is read with the right of its entity. */
export function assertListRight(ctx: UseCaseContext, request: QueryRequest) {
  if (!holds(ctx, RIGHT_OF[request.entity])) throw forbidden();
}

/** POST /api/query/result: one page of a list (decision 044). */
export function queryResult(ctx: UseCaseContext, request: QueryRequest) {
  assertListRight(ctx, request);
  const { db } = ctx.deps;
  return request.entity === "jobs" ? jobPage(db, request.dtparams) : clientPage(db, request.dtparams);
}
