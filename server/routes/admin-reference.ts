import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/reference-admin-calls";
import { RIGHTS } from "../contracts/rights-codes";
import { mergeReferenceItem, referenceItems, referenceLists } from "../services/admin/reference-data";
import { handle } from "./handle";

const REF = { staff: [RIGHTS.ReferenceDataAdmin] } as const;

/**
 * Reference data (admin/reference, decision 274): the lists, their items with usage, and merge.
 * Adding, changing and deleting items are §7.14's calls (server/routes/reference-data.ts).
 */
export const adminReferenceRoutes = new Hono<AppEnv>()
  .on(...handle(calls.referenceLists, REF, referenceLists))
  .on(...handle(calls.referenceItems, REF, referenceItems))
  .on(...handle(calls.mergeReferenceItem, REF, mergeReferenceItem, { successMsg: "Values merged." }));
