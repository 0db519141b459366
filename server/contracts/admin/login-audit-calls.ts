import { z } from "zod";
import { call } from "../call";
import { endSessionsSchema, loginAuditPageSchema, loginAuditQuerySchema } from "./login-audit";

/** The login audit's calls (no spec call; decision 272), both under LoginAuditAdmin. */

/** GET /api/login-audit: a page of sign-in attempts, newest first, with their signals. */
export const loginAuditList = call("GET", "/login-audit", {
  input: loginAuditQuerySchema,
  answer: loginAuditPageSchema,
});

/** POST /api/login-audit/end-sessions: ends every session of an account (decision 010's revocation). */
export const endAccountSessions = call("POST", "/login-audit/end-sessions", {
  input: endSessionsSchema,
  answer: z.object({ ended: z.number().int() }),
});
