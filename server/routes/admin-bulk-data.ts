import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/bulk-data-calls";
import { RIGHTS } from "../contracts/rights-codes";
import * as bulk from "../services/admin/bulk-data";
import { handle } from "./handle";

/** Bulk data (admin/bulkdata, decision 281): ConfigurationAdmin, as the page (decision 022). */
const CFG = { staff: [RIGHTS.ConfigurationAdmin] } as const;

export const adminBulkDataRoutes = new Hono<AppEnv>()
  .on(...handle(calls.bulkPreview, CFG, bulk.previewBulk))
  .on(...handle(calls.bulkRun, CFG, bulk.runBulk, { successMsg: "Bulk change queued." }))
  .on(...handle(calls.bulkHistory, CFG, bulk.bulkHistory))
  .on(...handle(calls.bulkOperation, CFG, bulk.bulkOperation))
  .on(...handle(calls.bulkUndo, CFG, bulk.undoBulk, { successMsg: "Undo queued." }))
  .on(...handle(calls.bulkQueries, CFG, bulk.bulkQueries));
