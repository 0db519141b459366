import type { Db } from "../db/client";
import { staffAccess } from "../db/repo/rights";

/**
 * Staff rights, read from the database on every request (decision 270): deactivating a user or
 * taking a right from a role is refused on the holder's next request on every API process, with
 * nothing to invalidate. It is one indexed query per staff request.
 */
export class StaffRights {
  constructor(private readonly db: Db) {}

  /** The right codes the user holds now (none when inactive). */
  async of(staffUserId: number): Promise<Set<string>> {
    const access = await this.access(staffUserId);
    return access.active ? access.codes : new Set();
  }

  /** Whether the user is active, and the right codes their roles grant. */
  async access(staffUserId: number): Promise<{ active: boolean; codes: Set<string> }> {
    const { active, codes } = await staffAccess(this.db, staffUserId);
    return { active, codes: new Set(codes) };
  }
}
