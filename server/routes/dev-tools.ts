import { Hono } from "hono";
import { z } from "zod";
import { requireRight } from "../auth/guard";
import type { AppEnv } from "../context";
import { type OutboxItem, type OutboxMessage, outboxQuerySchema } from "../contracts/dev-tools";
import { RIGHTS } from "../contracts/rights";
import { findMail, listMail, type MailRow } from "../db/repo/mail";
import { ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { query, validate } from "../http/input";

/** The dev mailbox of admin/dev-tools: read the outbox when no SMTP server is configured. */
export const devToolsRoutes = new Hono<AppEnv>();

const item = (
  m: Pick<MailRow, "id" | "toAddress" | "subject" | "status" | "attempts" | "createdAt" | "sentAt">,
): OutboxItem => ({
  id: m.id,
  to: m.toAddress,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

devToolsRoutes.get("/dev-tools/outbox", async (c) => {
  await requireRight(c, RIGHTS.DeveloperTools);
  const { page, pageSize } = query(c, outboxQuerySchema);
  const { items, total } = await listMail(c.get("deps").db, (page - 1) * pageSize, pageSize);
  return ok(c, { items: items.map(item), total, page, pageSize });
});

devToolsRoutes.get("/dev-tools/outbox/:id", async (c) => {
  await requireRight(c, RIGHTS.DeveloperTools);
  const id = validate(
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    c.req.param("id"),
  );
  const mail = await findMail(c.get("deps").db, id);
  if (!mail) throw notFound("There is no such message.");
  const message: OutboxMessage = {
    ...item(mail),
    text: mail.textBody,
    html: mail.htmlBody,
    lastError: mail.lastError,
  };
  return ok(c, message);
});
