import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { roleRights, staffUserRoles, staffUsers } from "../schema/accounts";

/** The right codes a staff user holds through their roles; an inactive user holds none. */
export async function staffRightCodes(db: Db, staffUserId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: roleRights.rightCode, active: staffUsers.isActive })
    .from(staffUserRoles)
    .innerJoin(roleRights, eq(roleRights.roleId, staffUserRoles.roleId))
    .innerJoin(staffUsers, eq(staffUsers.id, staffUserRoles.staffUserId))
    .where(eq(staffUserRoles.staffUserId, staffUserId));
  return rows.filter((r) => r.active).map((r) => r.code);
}
