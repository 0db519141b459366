import { assertOwnRespondent, isStaff } from "../auth/guard";
import type { UseCaseContext } from "../context";
import type {
  PostcodeGroupUpdate,
  ReferenceDataAnswer,
  ReferenceItemUpdate,
  RespondentReferenceUpdate,
} from "../contracts/reference-data";
import {
  deleteLookupItems,
  findPostcodeGroup,
  listLookup,
  nextSortOrder,
  replaceSelection,
  savePostcodeGroup,
  searchSuburbs,
  selectedCodes,
  upsertLookupItem,
} from "../db/repo/reference-data";
import { findRespondent } from "../db/repo/respondents";
import { badRequest, notFound } from "../http/errors";
import { inUseRefusals } from "./admin/reference-data";
import { lookupItemView } from "./lookups";
import { type Outcome, refusal, success } from "./outcome";

/** reference-data-provider: a list's items, marked with the respondent's selections when respId > 0. */
export async function referenceData(
  ctx: UseCaseContext,
  input: { type: string; respId: number },
): Promise<ReferenceDataAnswer> {
  let selected = new Set<string>();
  if (input.respId > 0) {
    assertOwnRespondent(ctx, input.respId);
    if (!(await findRespondent(ctx.deps.db, input.respId))) throw notFound("Respondent not found.");
    selected = new Set(await selectedCodes(ctx.deps.db, input.respId, input.type));
  }
  const items = await listLookup(ctx.deps.db, input.type, !isStaff(ctx));
  return {
    type: input.type,
    respId: input.respId,
    items: items.map((r) => ({ ...lookupItemView(r), selected: selected.has(r.code) })),
  };
}

/** update-reference-data-provider: replaces the respondent's selection for one list. */
export async function updateRespondentReference(
  ctx: UseCaseContext,
  { respId, json: input }: { respId: number; json: RespondentReferenceUpdate },
) {
  assertOwnRespondent(ctx, respId);
  if (!(await findRespondent(ctx.deps.db, respId))) throw notFound("Respondent not found.");
  const codes = input.referenceList ?? (input.value ? [input.value] : []);
  const known = new Set((await listLookup(ctx.deps.db, input.type)).map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0) throw badRequest(`Unknown ${input.type} item: ${unknown.join(", ")}`);
  await replaceSelection(ctx.deps.db, respId, input.type, codes);
  return codes.length;
}

/** update-reference-item (REF): adds or changes one item of a list. */
export async function saveReferenceItem(
  ctx: UseCaseContext,
  { type, json: input }: { type: string; json: ReferenceItemUpdate },
) {
  const current =
    input.id > 0 ? (await listLookup(ctx.deps.db, type)).find((r) => r.id === input.id) : undefined;
  // An edit without a code keeps the stored one: records hold codes, a new name must not orphan them.
  const code = input.code ?? current?.code ?? input.label;
  if (current && current.code !== code && (await inUseRefusals(ctx, type, [input.id])).length > 0)
    throw badRequest("code: This value is in use; change its name, or merge it into another value.");
  const sortOrder = input.sortOrder ?? current?.sortOrder ?? (await nextSortOrder(ctx.deps.db, type));
  const saved = await upsertLookupItem(ctx.deps.db, type, {
    id: input.id,
    code,
    label: input.label,
    sortOrder,
    parent: input.parent === undefined ? (current?.parent ?? null) : input.parent,
    isActive: input.isActive,
  });
  if (!saved) {
    if (input.id > 0) throw notFound("Reference item not found.");
    throw badRequest("An item with this code already exists in the list.");
  }
  return lookupItemView(saved);
}

/** delete-reference-items (REF): refused, with the count, for a value records use (decision 274). */
export async function removeReferenceItems(
  ctx: UseCaseContext,
  input: { type: string; json: number[] },
): Promise<Outcome<number>> {
  const inUse = await inUseRefusals(ctx, input.type, input.json);
  if (inUse.length > 0) return refusal(...inUse);
  return success(await deleteLookupItems(ctx.deps.db, input.type, input.json));
}

// ---------------------------------------------------------------- places

export async function suburbSearch(ctx: UseCaseContext, search: string) {
  const rows = await searchSuburbs(ctx.deps.db, search);
  return rows.map((r) => ({ suburb: r.name, postcode: r.postcode, state: r.state, country: r.country }));
}

export async function locationSearch(ctx: UseCaseContext, search: string) {
  const rows = await searchSuburbs(ctx.deps.db, search);
  return rows.map((r) => ({ id: r.id, label: `${r.name} ${r.state} ${r.postcode}`, postcode: r.postcode }));
}

const groupView = (g: NonNullable<Awaited<ReturnType<typeof findPostcodeGroup>>>) => ({
  id: g.id,
  name: g.name,
  description: g.description,
  postcodes: g.postcodes,
});

export async function postcodeGroup(ctx: UseCaseContext, id: number) {
  const group = await findPostcodeGroup(ctx.deps.db, id);
  if (!group) throw notFound("Postcode group not found.");
  return groupView(group);
}

export async function updatePostcodeGroup(ctx: UseCaseContext, input: PostcodeGroupUpdate) {
  const saved = await savePostcodeGroup(ctx.deps.db, {
    ...input,
    postcodes: [...new Set(input.postcodes)].sort(),
  });
  if (!saved) throw notFound("Postcode group not found.");
  return groupView(saved);
}

// ---------------------------------------------------------------- public lists

export async function genderList(ctx: UseCaseContext) {
  return (await listLookup(ctx.deps.db, "Gender", true)).map((r) => ({ code: r.code, label: r.label }));
}

/** Years of birth offered on sign-up: members are 13 to 100 years old. */
export function yearList(ctx: UseCaseContext) {
  const last = ctx.deps.now().getFullYear() - 13;
  return Array.from({ length: 88 }, (_, i) => String(last - i)).map((y) => ({ code: y, label: y }));
}
