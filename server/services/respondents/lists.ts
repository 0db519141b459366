import type { z } from "zod";
import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { respondentListAddSchema, respondentListSaveSchema } from "../../contracts/panel-search";
import {
  addMembers,
  existingRespondentIds,
  listMembers,
  listsWithCounts,
  removeMembers,
  respondentListsTable,
} from "../../db/repo/saved-queries";
import { notFound } from "../../http/errors";
import { iso } from "../outcome";

/**
 * Private lists of respondents (staff-calls §7.19; decision 143): a list, optionally a client's,
 * and its members. Search adds a selection; the client portal reads them later.
 */

const listShape = (r: Awaited<ReturnType<typeof listsWithCounts>>[number]) => ({
  ...r,
  memberCount: Number(r.memberCount),
  createdAt: iso(r.createdAt) ?? "",
});

export async function respondentLists(ctx: UseCaseContext) {
  return (await listsWithCounts(ctx.deps.db)).map(listShape);
}

export async function respondentList(ctx: UseCaseContext, id: number) {
  const { db } = ctx.deps;
  const list = (await listsWithCounts(db)).find((l) => l.id === id);
  if (!list) throw notFound("List not found.");
  const members = await listMembers(db, id);
  return {
    ...listShape(list),
    members: members.map((m) => ({
      id: m.id,
      fullName: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      addedAt: iso(m.addedAt) ?? "",
    })),
  };
}

export async function saveRespondentList(
  ctx: UseCaseContext,
  input: z.infer<typeof respondentListSaveSchema>,
) {
  const { db } = ctx.deps;
  const values = {
    name: input.name,
    description: input.description ?? null,
    clientId: input.clientId ?? null,
    updatedAt: ctx.deps.now(),
  };
  if (!input.id) {
    const row = await respondentListsTable.insert(db, { ...values, createdBy: callerOf(ctx).name });
    return { id: row.id };
  }
  const row = await respondentListsTable.update(db, input.id, values);
  if (!row) throw notFound("List not found.");
  return { id: row.id };
}

export async function deleteRespondentLists(ctx: UseCaseContext, ids: number[]) {
  return respondentListsTable.removeExisting(ctx.deps.db, ids, "List not found.");
}

/** Adds a search selection to a list; ids that are not respondents are refused (404). */
export async function addToRespondentList(
  ctx: UseCaseContext,
  input: z.infer<typeof respondentListAddSchema>,
) {
  const { db } = ctx.deps;
  if (!(await respondentListsTable.get(db, input.listId))) throw notFound("List not found.");
  const ids = [...new Set(input.ids)];
  const found = await existingRespondentIds(db, ids);
  if (found.length !== ids.length) throw notFound("Respondent not found.");
  return { added: await addMembers(db, input.listId, ids, callerOf(ctx).name) };
}

export async function removeFromRespondentList(
  ctx: UseCaseContext,
  input: z.infer<typeof respondentListAddSchema>,
) {
  if (!(await respondentListsTable.get(ctx.deps.db, input.listId))) throw notFound("List not found.");
  return { removed: await removeMembers(ctx.deps.db, input.listId, [...new Set(input.ids)]) };
}
