import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/accounting";
import { RIGHTS } from "../contracts/rights-codes";
import { authorise, postInvoice } from "../services/admin/myob";
import { handle } from "./handle";

/** Invoicing and StaffMYOBAccess together: the push to MYOB (staff-calls §7.9). */
const MYOB = { staff: [RIGHTS.Invoicing, RIGHTS.StaffMYOBAccess] } as const;

/** The MYOB round trip and the queued push of a job's invoices (decisions 278, 279). */
export const adminAccountingRoutes = new Hono<AppEnv>()
  .on(...handle(calls.myobAuthorise, MYOB, authorise))
  .on(...handle(calls.myobPostInvoice, MYOB, postInvoice, { successMsg: "Connected to MYOB." }));
