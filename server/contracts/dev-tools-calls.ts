import { call } from "./call";
import { outboxMessageSchema, outboxPageSchema, outboxQuerySchema } from "./dev-tools";
import { idParamSchema } from "./records";

/** The dev mailbox of admin/dev-tools. */

/** GET /api/dev-tools/outbox?page&pageSize: every message, newest first. */
export const outbox = call("GET", "/dev-tools/outbox", {
  input: outboxQuerySchema,
  answer: outboxPageSchema,
});

/**
 * GET /api/dev-tools/outbox/{id}: one message with its bodies. The id is not constrained in the
 * path (no other route can answer it), so a bad id is the contract's 400, not a 404.
 */
export const outboxMessage = call("GET", "/dev-tools/outbox/:id", {
  input: idParamSchema,
  answer: outboxMessageSchema,
});
