import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { respondentListMembers, respondentLists } from "../schema/panel-search";
import { respondents } from "../schema/respondents";
import { crud } from "./crud";
import { respondentContact } from "./respondents";

/** Private lists and their members (decisions 143, 220). */
export const respondentListsTable = crud(respondentLists);

const contains = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

const memberCount = sql<number>`(select count(*)::int from respondent_list_members m where m.list_id = ${respondentLists.id})`;

const listColumns = {
  id: respondentLists.id,
  name: respondentLists.name,
  description: respondentLists.description,
  clientId: respondentLists.clientId,
  clientName: clients.name,
  createdBy: respondentLists.createdBy,
  createdAt: respondentLists.createdAt,
  memberCount,
};

const SORTS = {
  name: respondentLists.name,
  clientName: clients.name,
  memberCount,
  createdAt: respondentLists.createdAt,
} as const;

export interface ListPageQuery {
  start: number;
  length: number;
  search: string;
  sort: keyof typeof SORTS;
  dir: "asc" | "desc";
}

/** A page of the lists (name or client name containing `search`) and how many match. */
export async function listsPage(db: Db, q: ListPageQuery) {
  const where = q.search
    ? or(ilike(respondentLists.name, contains(q.search)), ilike(clients.name, contains(q.search)))
    : undefined;
  const order = q.dir === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(respondentLists)
      .leftJoin(clients, eq(clients.id, respondentLists.clientId))
      .where(where)
      .orderBy(order(SORTS[q.sort]), asc(respondentLists.id))
      .offset(q.start)
      .limit(q.length),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(respondentLists)
      .leftJoin(clients, eq(clients.id, respondentLists.clientId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listById(db: Db, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(respondentLists)
    .leftJoin(clients, eq(clients.id, respondentLists.clientId))
    .where(eq(respondentLists.id, id));
  return row;
}

/** One client's lists, newest first (the client portal's view). */
export const listsOfClient = (db: Db, clientId: number) =>
  db
    .select({
      id: respondentLists.id,
      name: respondentLists.name,
      description: respondentLists.description,
      createdAt: respondentLists.createdAt,
      memberCount,
    })
    .from(respondentLists)
    .where(eq(respondentLists.clientId, clientId))
    .orderBy(desc(respondentLists.createdAt), desc(respondentLists.id));

/** A page of a list's members by surname; `search` in first name, surname or e-mail. */
export async function membersPage(
  db: Db,
  listId: number,
  q: { start: number; length: number; search: string; dir: "asc" | "desc" },
) {
  const conditions: SQL[] = [eq(respondentListMembers.listId, listId)];
  if (q.search) {
    const p = contains(q.search);
    const match = or(
      ilike(respondents.firstName, p),
      ilike(respondents.lastName, p),
      ilike(respondents.email, p),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const order = q.dir === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...respondentContact,
        suburb: respondents.suburb,
        state: respondents.state,
        addedBy: respondentListMembers.addedBy,
        addedAt: respondentListMembers.addedAt,
      })
      .from(respondentListMembers)
      .innerJoin(respondents, eq(respondents.id, respondentListMembers.respondentId))
      .where(where)
      .orderBy(order(respondents.lastName), order(respondents.firstName), asc(respondents.id))
      .offset(q.start)
      .limit(q.length),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(respondentListMembers)
      .innerJoin(respondents, eq(respondents.id, respondentListMembers.respondentId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every member of a list in id order, `size` at a time (the export's keyset batches). */
export async function* memberBatches(db: Db, listId: number, size = 2000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        ...respondentContact,
        dateOfBirth: respondents.dateOfBirth,
        gender: respondents.gender,
        postcode: respondents.postcode,
        suburb: respondents.suburb,
        state: respondents.state,
        addedAt: respondentListMembers.addedAt,
      })
      .from(respondentListMembers)
      .innerJoin(respondents, eq(respondents.id, respondentListMembers.respondentId))
      .where(and(eq(respondentListMembers.listId, listId), gt(respondents.id, after)))
      .orderBy(asc(respondents.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < size) return;
  }
}

/** Adds members (existing ones stay); answers how many were new. */
export async function addMembers(db: Db, listId: number, ids: number[], by: string): Promise<number> {
  let added = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .insert(respondentListMembers)
      .values(ids.slice(i, i + 1000).map((respondentId) => ({ listId, respondentId, addedBy: by })))
      .onConflictDoNothing()
      .returning({ id: respondentListMembers.respondentId });
    added += rows.length;
  }
  return added;
}

export async function removeMembers(db: Db, listId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(respondentListMembers)
    .where(and(eq(respondentListMembers.listId, listId), inArray(respondentListMembers.respondentId, ids)))
    .returning({ id: respondentListMembers.respondentId });
  return rows.length;
}

export async function existingRespondentIds(db: Db, ids: number[]): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: respondents.id })
      .from(respondents)
      .where(inArray(respondents.id, ids.slice(i, i + 5000)));
    found.push(...rows.map((r) => r.id));
  }
  return found;
}
