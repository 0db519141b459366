import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { outboxQuerySchema } from "../contracts/dev-tools";
import { idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { query, validate } from "../http/input";
import { outboxMessage, outboxPage } from "../services/mail";

/** The dev mailbox of admin/dev-tools: read the outbox when no SMTP server is configured. */
export const devToolsRoutes = new Hono<AppEnv>();

const DEVELOPERS = { staff: [RIGHTS.DeveloperTools] };

devToolsRoutes.get("/dev-tools/outbox", async (c) => {
  const ctx = await guard(c, DEVELOPERS);
  return ok(c, await outboxPage(ctx, query(c, outboxQuerySchema)));
});

devToolsRoutes.get("/dev-tools/outbox/:id", async (c) => {
  const ctx = await guard(c, DEVELOPERS);
  const id = validate(idSchema, c.req.param("id"));
  return ok(c, await outboxMessage(ctx, id));
});
