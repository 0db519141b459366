import { PassThrough, Readable } from "node:stream";
import { Hono } from "hono";
import { hasRight } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  EXPORT_DENIED,
  EXPORT_TOTAL_HEADER,
  type QueryRequest,
  queryRequestSchema,
} from "../contracts/query";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { forbidden } from "../http/errors";
import { formBody } from "../http/input";
import { exportFileName, exportTotal, writeExport } from "../services/export";
import { queryResult } from "../services/query";
import { requireAnyRight } from "./rights-any";

const { ClientAdmin: CLI, JobAdmin: JOB } = RIGHTS;
const RIGHT_OF = { jobs: JOB, clients: CLI } as const;

/** Reads {entity, dtparams} from fields or the json field and checks the list's right. */
async function listRequest(c: Parameters<typeof hasRight>[0]): Promise<QueryRequest> {
  const input = (await formBody(c, queryRequestSchema)) as QueryRequest;
  await requireAnyRight(c, RIGHT_OF[input.entity]);
  return input;
}

/** Server-side paged lists and their export (staff-calls §7.2 query/result, decisions 044, 046). */
export const queryRoutes = new Hono<AppEnv>()
  .post("/query/result", async (c) => {
    const input = await listRequest(c);
    return ok(c, await queryResult(c.get("deps").db, input));
  })
  .post("/query/export", async (c) => {
    const input = await listRequest(c);
    if (!(await hasRight(c, RIGHTS.ExportAllResults))) throw forbidden(EXPORT_DENIED);
    const deps = c.get("deps");
    const total = await exportTotal(deps.db, input);
    const out = new PassThrough();
    writeExport(deps.db, input, out).catch((error: unknown) => {
      deps.log.error("export failed", { requestId: c.get("requestId"), error: String(error) });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return new Response(Readable.toWeb(out) as ReadableStream, {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${exportFileName(input.entity, deps.now())}"`,
        [EXPORT_TOTAL_HEADER]: String(total),
        "Access-Control-Expose-Headers": EXPORT_TOTAL_HEADER,
      },
    });
  });
