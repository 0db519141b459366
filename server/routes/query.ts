import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv, UseCaseContext } from "../context";
import { EXPORT_TOTAL_HEADER, type QueryRequest, queryRequestSchema } from "../contracts/query";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { formBody } from "../http/input";
import { startExport } from "../services/export";
import { queryResult } from "../services/query";

const RIGHT_OF = { jobs: RIGHTS.JobAdmin, clients: RIGHTS.ClientAdmin } as const;

/** Reads {entity, dtparams} from fields or the json field; the list's right is checked for it. */
async function listRequest(c: Context<AppEnv>): Promise<{ ctx: UseCaseContext; input: QueryRequest }> {
  await guard(c, { staff: [] });
  const input = (await formBody(c, queryRequestSchema)) as QueryRequest;
  return { ctx: await guard(c, { staff: [RIGHT_OF[input.entity]] }), input };
}

/** Server-side paged lists and their export (staff-calls §7.2 query/result, decisions 044, 046). */
export const queryRoutes = new Hono<AppEnv>()
  .post("/query/result", async (c) => {
    const { ctx, input } = await listRequest(c);
    return ok(c, await queryResult(ctx, input));
  })
  .post("/query/export", async (c) => {
    const { ctx, input } = await listRequest(c);
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
