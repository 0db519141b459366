import { inArray } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";

/** "First Last" of each staff id (deactivated people included: history keeps their names). */
export async function staffNamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
