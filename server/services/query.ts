import type { UseCaseContext } from "../context";
import type { QueryRequest } from "../contracts/query";
import { clientPage, jobPage } from "../db/repo/query";

/** POST /api/query/result: one page of a list (decision 044). */
export function queryResult(ctx: UseCaseContext, request: QueryRequest) {
  const { db } = ctx.deps;
  return request.entity === "jobs" ? jobPage(db, request.dtparams) : clientPage(db, request.dtparams);
}
