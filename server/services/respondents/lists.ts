import { assertPrivateListsAllowed, callerOf, ownClientId } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type {
  ClientList,
  ListMembersQuery,
  RespondentListSave,
  RespondentListsQuery,
} from "../../contracts/private-lists";
import { type ListImportRow, lastReportOfLists } from "../../db/repo/list-imports";
import {
  addMembers,
  existingRespondentIds,
  listById,
  listsOfClient,
  listsPage,
  membersPage,
  removeMembers,
  respondentListsTable,
} from "../../db/repo/respondent-lists";
import { notFound } from "../../http/errors";
import { clientMatchCounts } from "../list-import/report";
import { iso } from "../outcome";

/** A list's last match report as its client sees it: when, and the client's counts only. */
const lastMatchOf = (row: ListImportRow | undefined) =>
  row?.counts ? { at: iso(row.createdAt) ?? "", counts: clientMatchCounts(row.counts) } : null;

/**
 * Private lists of respondents (staff-calls §7.19; decisions 143, 220): a list, optionally a
 * client's, and its members. Search adds a selection; the client portal reads its own as counts.
 */

type ListRow = Awaited<ReturnType<typeof listById>> & {};

const listShape = (r: ListRow) => ({
  ...r,
  memberCount: Number(r.memberCount),
  createdAt: iso(r.createdAt) ?? "",
});

export async function respondentLists(ctx: UseCaseContext, query: RespondentListsQuery) {
  const page = await listsPage(ctx.deps.db, query);
  return { rows: page.rows.map(listShape), total: page.total };
}

/** A list (404 when missing). */
export async function respondentList(ctx: UseCaseContext, id: number) {
  const list = await listById(ctx.deps.db, id);
  if (!list) throw notFound("List not found.");
  return listShape(list);
}

export async function respondentListMembers(ctx: UseCaseContext, query: ListMembersQuery) {
  await respondentList(ctx, query.id);
  const page = await membersPage(ctx.deps.db, query.id, query);
  return {
    total: page.total,
    rows: page.rows.map((m) => ({
      id: m.id,
      fullName: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      mobile: m.mobile,
      suburb: m.suburb,
      state: m.state,
      addedBy: m.addedBy,
      addedAt: iso(m.addedAt) ?? "",
    })),
  };
}

export async function saveRespondentList(ctx: UseCaseContext, input: RespondentListSave) {
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
export async function addToRespondentList(ctx: UseCaseContext, input: { listId: number; ids: number[] }) {
  const { db } = ctx.deps;
  if (!(await respondentListsTable.get(db, input.listId))) throw notFound("List not found.");
  const ids = [...new Set(input.ids)];
  const found = await existingRespondentIds(db, ids);
  if (found.length !== ids.length) throw notFound("Respondent not found.");
  return { added: await addMembers(db, input.listId, ids, callerOf(ctx).name) };
}

export async function removeFromRespondentList(
  ctx: UseCaseContext,
  input: { listId: number; ids: number[] },
) {
  if (!(await respondentListsTable.get(ctx.deps.db, input.listId))) throw notFound("List not found.");
  return { removed: await removeMembers(ctx.deps.db, input.listId, [...new Set(input.ids)]) };
}

/**
 * GET /api/private-lists/mine: the contact's company's lists as names, dates and counts
 * (decision 220); refused unless the client record allows private lists.
 */
export async function myPrivateLists(ctx: UseCaseContext): Promise<ClientList[]> {
  await assertPrivateListsAllowed(ctx);
  const rows = await listsOfClient(ctx.deps.db, await ownClientId(ctx));
  const reports = await lastReportOfLists(
    ctx.deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    createdAt: iso(r.createdAt) ?? "",
    memberCount: Number(r.memberCount),
    lastMatch: lastMatchOf(reports.get(r.id)),
  }));
}
