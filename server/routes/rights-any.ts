import type { Context } from "hono";
import { requireActor } from "../auth/guard";
import type { Actor } from "../auth/tokens";
import type { AppEnv } from "../context";
import type { RightCode } from "../contracts/rights";
import { forbidden } from "../http/errors";

type Ctx = Context<AppEnv>;

/** A staff actor holding at least one of the rights (e.g. a picker both CLI and JOB screens use). */
export async function requireAnyRight(c: Ctx, ...codes: RightCode[]): Promise<Actor> {
  const actor = requireActor(c, "Staff");
  const held = await c.get("deps").rights.of(actor.id);
  if (!codes.some((code) => held.has(code))) throw forbidden();
  return actor;
}

/**
 * Staff holding one of the rights, or a client contact (whose ownership the service then checks:
 * decision 041). Respondents get 403.
 */
export async function staffRightOrClient(c: Ctx, ...codes: RightCode[]): Promise<Actor> {
  const actor = requireActor(c, "Staff", "Client");
  if (actor.role === "Staff") await requireAnyRight(c, ...codes);
  return actor;
}
