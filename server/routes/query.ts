import { Readable } from "node:stream";
import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { EXPORT_TOTAL_HEADER, type QueryRequest, queryRequestSchema } from "../contracts/query";
import * as calls from "../contracts/query-calls";
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
    return new Response(Readable.toWeb(file.out) as ReadableStream, {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        [EXPORT_TOTAL_HEADER]: String(file.total),
        "Access-Control-Expose-Headers": EXPORT_TOTAL_HEADER,
      },
    });
  });
