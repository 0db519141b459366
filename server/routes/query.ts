import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { type QueryRequest, queryRequestSchema } from "../contracts/query";
import * as calls from "../contracts/query-calls";
import { xlsxStream } from "../http/file-response";
import { formBody } from "../http/input";
import { startExport } from "../services/export";
import { assertListRight, queryResult } from "../services/query";
import { handle } from "./handle";

const ANY_STAFF = { staff: [] };

/** Server-side paged lists and their export (staff-calls §7.2 query/result, decisions 044, 046). */
export const queryRoutes = new Hono<AppEnv>()
  .on(...handle(calls.queryResult, ANY_STAFF, (ctx, i) => queryResult(ctx, i as QueryRequest)))
  // A spreadsheet, not an envelope: the same request, read by hand.
  .post("/query/export", async (c) => {
    const ctx = await guard(c, ANY_STAFF);
    const input = (await formBody(c, queryRequestSchema)) as QueryRequest;
    assertListRight(ctx, input);
    const file = await startExport(ctx, { request: input, requestId: c.get("requestId") });
    return xlsxStream(file);
  });
