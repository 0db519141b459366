import type { UseCaseContext } from "../../context";
import type { ReferenceAdminItem } from "../../contracts/admin/reference-admin-calls";
import { REFERENCE_LISTS, referenceListDef } from "../../contracts/admin/reference-lists";
import { lookupCounts } from "../../db/repo/admin/reference-lists";
import { mergeLookupItem, usageCounts } from "../../db/repo/admin/reference-usage";
import { listLookup } from "../../db/repo/reference-data";
import { lookupItemView } from "../lookups";
import { type Outcome, refusal, success } from "../outcome";

/** Reference data administration (decision 274): usage counts, merge; delete refuses values in use. */

const listName = (list: string) => referenceListDef(list)?.title ?? list;
const records = (n: number) => (n === 1 ? "1 record" : `${n.toLocaleString("en-AU")} records`);

export async function referenceLists(ctx: UseCaseContext) {
  const counts = await lookupCounts(ctx.deps.db);
  return REFERENCE_LISTS.map((l) => ({ ...l, items: counts.get(l.list) ?? 0 }));
}

export async function referenceItems(
  ctx: UseCaseContext,
  input: { type: string },
): Promise<ReferenceAdminItem[]> {
  const [items, usage] = await Promise.all([
    listLookup(ctx.deps.db, input.type),
    usageCounts(ctx.deps.db, input.type),
  ]);
  return items.map((r) => ({ ...lookupItemView(r), inUse: usage.get(r.code) ?? 0 }));
}

/**
 * The sentences refusing to remove values records use (the delete call answers them), or none.
 * A value in use is deactivated or merged into another, never deleted from under its records.
 */
export async function inUseRefusals(ctx: UseCaseContext, type: string, ids: number[]): Promise<string[]> {
  const wanted = new Set(ids);
  return (await referenceItems(ctx, { type }))
    .filter((i) => wanted.has(i.id) && i.inUse > 0)
    .map(
      (i) =>
        `'${i.label}' (${listName(type)}) is used by ${records(i.inUse)}: deactivate it or merge it into another value instead.`,
    );
}

/** POST reference-item/merge. */
export async function mergeReferenceItem(
  ctx: UseCaseContext,
  input: { type: string; fromId: number; intoId: number },
): Promise<Outcome<{ moved: number }>> {
  const items = await referenceItems(ctx, input);
  const from = items.find((i) => i.id === input.fromId);
  const into = items.find((i) => i.id === input.intoId);
  if (!from || !into) return refusal(`Both values must be items of ${listName(input.type)}.`);
  if (!(await mergeLookupItem(ctx.deps.db, input.type, from.id, into.id)))
    return refusal("The values changed meanwhile: look at the list again.");
  return success({ moved: from.inUse });
}
