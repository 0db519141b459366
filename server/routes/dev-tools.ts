import { Hono } from "hono";
import { requireRight } from "../auth/guard";
import type { AppEnv } from "../context";
import { outboxQuerySchema } from "../contracts/dev-tools";
import { idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { query, validate } from "../http/input";
import { outboxMessage, outboxPage } from "../services/mail";

/** The dev mailbox of admin/dev-tools: read the outbox when no SMTP server is configured. */
export const devToolsRoutes = new Hono<AppEnv>();

devToolsRoutes.get("/dev-tools/outbox", async (c) => {
  await requireRight(c, RIGHTS.DeveloperTools);
  const { page, pageSize } = query(c, outboxQuerySchema);
  return ok(c, await outboxPage(c.get("deps"), page, pageSize));
});

devToolsRoutes.get("/dev-tools/outbox/:id", async (c) => {
  await requireRight(c, RIGHTS.DeveloperTools);
  const id = validate(idSchema, c.req.param("id"));
  const message = await outboxMessage(c.get("deps"), id);
  if (!message) throw notFound("There is no such message.");
  return ok(c, message);
});
