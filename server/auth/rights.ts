import type { Db } from "../db/client";
import { staffRightCodes } from "../db/repo/rights";

/** Staff rights per user, cached briefly so the hot path does not query roles on every request. */
export class RightsCache {
  private readonly entries = new Map<number, { codes: Set<string>; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  async of(staffUserId: number): Promise<Set<string>> {
    const hit = this.entries.get(staffUserId);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.codes;
    const codes = new Set(await staffRightCodes(this.db, staffUserId));
    this.entries.set(staffUserId, { codes, at: Date.now() });
    return codes;
  }

  /** Call after a user's roles or a role's rights change. */
  invalidate(staffUserId?: number) {
    if (staffUserId === undefined) this.entries.clear();
    else this.entries.delete(staffUserId);
  }
}
