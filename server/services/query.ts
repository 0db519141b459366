import type { QueryRequest } from "../contracts/query";
import type { Db } from "../db/client";
import { clientPage, jobPage } from "../db/repo/query";

/** POST /api/query/result: one page of a list (decision 044). */
export function queryResult(db: Db, request: QueryRequest) {
  return request.entity === "jobs" ? jobPage(db, request.dtparams) : clientPage(db, request.dtparams);
}
