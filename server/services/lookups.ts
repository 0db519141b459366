import type { UseCaseContext } from "../context";
import type { LookupItem } from "../contracts/lookups";
import { type LookupRow, listLookup } from "../db/repo/reference-data";

/** Active items of one lookup list; an unknown list is simply empty. */
export async function lookupList(ctx: UseCaseContext, list: string): Promise<LookupItem[]> {
  const rows = await listLookup(ctx.deps.db, list, true);
  return rows.map((r) => ({ id: r.id, code: r.code, label: r.label, parent: r.parent }));
}

/** A lookup item as the reference data calls answer it (staff and admin lists). */
export const lookupItemView = (r: LookupRow) => ({
  id: r.id,
  code: r.code,
  label: r.label,
  sortOrder: r.sortOrder,
  parent: r.parent,
  isActive: r.isActive,
});
