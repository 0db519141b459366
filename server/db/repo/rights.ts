import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, roleRights, staffUserRoles, staffUsers } from "../schema/accounts";

/**
 * Whether a staff user may act now (the person and their sign-in account both active) and the
 * right codes their roles grant, in one query: the guard runs it on every staff request.
 */
export async function staffAccess(
  db: Db,
  staffUserId: number,
): Promise<{ active: boolean; codes: string[] }> {
  const rows = await db
    .select({ userActive: staffUsers.isActive, accountActive: accounts.isActive, code: roleRights.rightCode })
    .from(staffUsers)
    .leftJoin(accounts, and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, staffUsers.id)))
    .leftJoin(staffUserRoles, eq(staffUserRoles.staffUserId, staffUsers.id))
    .leftJoin(roleRights, eq(roleRights.roleId, staffUserRoles.roleId))
    .where(eq(staffUsers.id, staffUserId));
  const first = rows[0];
  const active = first?.userActive === true && first.accountActive !== false;
  const codes = [...new Set(rows.flatMap((r) => (r.code ? [r.code] : [])))];
  return { active, codes };
}
