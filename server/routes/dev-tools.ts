import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/dev-tools-calls";
import { RIGHTS } from "../contracts/rights";
import { outboxMessage, outboxPage } from "../services/mail";
import { handle } from "./handle";

const DEVELOPERS = { staff: [RIGHTS.DeveloperTools] };

/** The dev mailbox of admin/dev-tools: read the outbox when no SMTP server is configured. */
export const devToolsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.outbox, DEVELOPERS, outboxPage))
  .on(...handle(calls.outboxMessage, DEVELOPERS, (ctx, i) => outboxMessage(ctx, i.id)));
