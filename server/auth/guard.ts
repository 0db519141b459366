import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { RightCode, Role } from "../contracts/rights";
import { forbidden, unauthorized } from "../http/errors";
import type { Actor } from "./tokens";

type Ctx = Context<AppEnv>;

/** The signed-in actor, or 401. With roles given, any other role gets 403. */
export function requireActor(c: Ctx, ...roles: Role[]): Actor {
  const actor = c.get("actor");
  if (!actor) throw unauthorized();
  if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden();
  return actor;
}

/** A staff actor holding every right given, or 401/403. */
export async function requireRight(c: Ctx, ...codes: RightCode[]): Promise<Actor> {
  const actor = requireActor(c, "Staff");
  const held = await c.get("deps").rights.of(actor.id);
  for (const code of codes) if (!held.has(code)) throw forbidden();
  return actor;
}

/** True when the staff actor holds the right (for answers that vary by right, e.g. bank details). */
export async function hasRight(c: Ctx, code: RightCode): Promise<boolean> {
  const actor = c.get("actor");
  if (actor?.role !== "Staff") return false;
  return (await c.get("deps").rights.of(actor.id)).has(code);
}
