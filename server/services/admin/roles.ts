import type { UseCaseContext } from "../../context";
import type { RoleSave } from "../../contracts/admin/users";
import { allRoles, roleById, roleByName, saveRoleRows } from "../../db/repo/admin/users";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { keepAdministrators } from "./admin-guard";

/** GET /api/roles. */
export const listRoles = (ctx: UseCaseContext) => allRoles(ctx.deps.db);

/**
 * POST /api/roles/update (decision 271): the rights take effect on the holders' next request,
 * since the guard reads rights per request. Never leaves the agency without an administrator.
 */
export async function saveRole(ctx: UseCaseContext, input: RoleSave): Promise<Outcome<{ id: number }>> {
  const db = ctx.deps.db;
  if (input.id !== undefined && !(await roleById(db, input.id))) throw notFound("No role has that id.");
  const named = await roleByName(db, input.name);
  if (named && named.id !== input.id) return refusal("Another role already has this name.");
  const rights = [...new Set(input.rights)];
  let id = input.id ?? 0;
  const outcome = await keepAdministrators(ctx, async (tx) => {
    id = await saveRoleRows(tx, input.id, input.name, rights);
  });
  return outcome.ok ? success({ id }) : outcome;
}
