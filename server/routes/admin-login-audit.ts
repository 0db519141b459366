import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/login-audit-calls";
import { RIGHTS } from "../contracts/rights-codes";
import { endAccountSessions, listLoginAudit } from "../services/admin/login-audit";
import { handle } from "./handle";

const LAA = { staff: [RIGHTS.LoginAuditAdmin] } as const;

/** The login audit (loginaudit, decision 272). */
export const adminLoginAuditRoutes = new Hono<AppEnv>()
  .on(...handle(calls.loginAuditList, LAA, listLoginAudit))
  .on(...handle(calls.endAccountSessions, LAA, endAccountSessions, { successMsg: "Sessions ended." }));
