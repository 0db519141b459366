import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type {
  ClientDtParams,
  ClientListRow,
  JobDtParams,
  JobListRow,
  QueryResult,
} from "../../contracts/query";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { jobs } from "../schema/jobs";
import { containsText, lowerPrefix, usesTrigrams } from "./text-match";

/**
 * Server-side paged lists (decision 044). A page is found in two steps: the ids of the page from
 * an index walk (sort column + id), then those rows with their joins. Pages past the middle are
 * read from the other end with the order reversed, so the deepest page costs what the first does.
 * Free text (decision 084): 3+ letters or digits match the job number's start or the name
 * anywhere (trigram index); shorter terms match the start of the number or of the name.
 */
export function jobWhere(p: JobDtParams): SQL | undefined {
  const f = p.filters;
  const parts: (SQL | undefined)[] = [
    f.status && f.status.length > 0 ? inArray(jobs.status, f.status) : undefined,
    f.clientId ? eq(jobs.clientId, f.clientId) : undefined,
    f.projectManager ? eq(jobs.projectManager, f.projectManager) : undefined,
    f.jobType ? eq(jobs.jobType, f.jobType) : undefined,
    f.difficulty ? eq(jobs.difficulty, f.difficulty) : undefined,
    f.startFrom ? gte(jobs.startDate, f.startFrom) : undefined,
    f.startTo ? lte(jobs.startDate, f.startTo) : undefined,
  ];
  if (p.search) {
    const name = usesTrigrams(p.search)
      ? containsText(jobs.name, p.search)
      : lowerPrefix(jobs.name, p.search);
    parts.push(or(lowerPrefix(jobs.jobNumber, p.search), name));
  }
  return and(...parts);
}

export const jobSortColumn: Record<JobDtParams["sort"]["column"], AnyPgColumn> = {
  jobNumber: jobs.jobNumber,
  name: jobs.name,
  status: jobs.status,
  startDate: jobs.startDate,
  createdAt: jobs.createdAt,
};

export function clientWhere(p: ClientDtParams): SQL | undefined {
  const f = p.filters;
  return and(
    f.status && f.status.length > 0 ? inArray(clients.status, f.status) : undefined,
    f.category ? eq(clients.category, f.category) : undefined,
    p.search
      ? usesTrigrams(p.search)
        ? containsText(clients.name, p.search)
        : lowerPrefix(clients.name, p.search)
      : undefined,
  );
}

export const clientSortColumn: Record<ClientDtParams["sort"]["column"], AnyPgColumn> = {
  name: clients.name,
  status: clients.status,
  createdAt: clients.createdAt,
};

interface Plan {
  offset: number;
  limit: number;
  reversed: boolean;
}

/** Chooses the cheaper end to count from. */
export function pagePlan(start: number, length: number, filtered: number): Plan {
  if (start >= filtered) return { offset: start, limit: 0, reversed: false };
  const end = Math.min(start + length, filtered);
  if (start <= filtered - end) return { offset: start, limit: end - start, reversed: false };
  return { offset: filtered - end, limit: end - start, reversed: true };
}

const order = (column: SQLWrapper, id: SQLWrapper, dir: "asc" | "desc", reversed: boolean) => {
  const ascending = (dir === "asc") !== reversed;
  // Nulls sort last ascending and first descending in PostgreSQL: reversing keeps one total order.
  return ascending ? [asc(column), asc(id)] : [desc(column), desc(id)];
};

/** One array parameter instead of one parameter per id: cheaper to plan for 1,000 ids. */
const idIn = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

type Paging = { start: number; length: number; search: string; sort: { dir: "asc" | "desc" } };
type PageIds = { ids: number[]; total: number; filtered: number };

/**
 * The ids of one page, the entity's row count and the filtered count. Without a search term the
 * page is an index walk (sort column, id) from the nearer end; with one, see searchedPage.
 */
async function pageIds(
  db: Db,
  table: typeof jobs | typeof clients,
  where: SQL | undefined,
  column: AnyPgColumn,
  p: Paging,
): Promise<PageIds> {
  const all = db.select({ n: count() }).from(table);
  if (p.search) {
    const [totalRows, page] = await Promise.all([all, searchedPage(db, table, where, column, p)]);
    return { ...page, total: totalRows[0]?.n ?? 0 };
  }
  const [totalRows, filteredRows] = await Promise.all([
    all,
    where ? db.select({ n: count() }).from(table).where(where) : Promise.resolve(undefined),
  ]);
  const total = totalRows[0]?.n ?? 0;
  const filtered = filteredRows ? (filteredRows[0]?.n ?? 0) : total;
  const plan = pagePlan(p.start, p.length, filtered);
  if (plan.limit === 0) return { ids: [], total, filtered };
  const idRows = await db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...order(column, table.id, p.sort.dir, plan.reversed))
    .offset(plan.offset)
    .limit(plan.limit);
  const ids = idRows.map((r) => r.id);
  if (plan.reversed) ids.reverse();
  return { ids, total, filtered };
}

/**
 * A searched page in ONE statement (decision 084): the matches are gathered by the bitmap scans of
 * the search indexes, counted with a window count and sorted (top-N). The window count sits in
 * the inner query on purpose: a subquery with a window function is planned on its own, which keeps
 * the planner from walking the sort index and filtering instead: fast only when matches are spread
 * evenly (a job-number prefix clusters them at one end: measured 90,000 rows read for 50).
 */
async function searchedPage(
  db: Db,
  table: typeof jobs | typeof clients,
  where: SQL | undefined,
  column: AnyPgColumn,
  p: Paging,
): Promise<Omit<PageIds, "total">> {
  const matches = db
    .select({
      id: table.id,
      key: sql`${column}`.as("key"),
      n: sql<number>`count(*) over ()`.mapWith(Number).as("n"),
    })
    .from(table)
    .where(where)
    .as("matches");
  const rows = await db
    .select({ id: matches.id, n: matches.n })
    .from(matches)
    .orderBy(...order(matches.key, matches.id, p.sort.dir, false))
    .offset(p.start)
    .limit(p.length);
  if (rows.length > 0 || p.start === 0) return { ids: rows.map((r) => r.id), filtered: rows[0]?.n ?? 0 };
  // Past the last match the window count has no row to ride on: count separately (rare).
  const counted = await db.select({ n: count() }).from(table).where(where);
  return { ids: [], filtered: counted[0]?.n ?? 0 };
}

type JobTuple = [
  number,
  string,
  string,
  number | null,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
];

/**
 * The list's columns of these jobs, in the order of `ids`. The rows come back as one JSON array:
 * PGlite converts a single text value far faster than thousands of typed fields (decision 044).
 */
async function jobRowsByIds(db: Db, ids: number[]): Promise<JobListRow[]> {
  if (ids.length === 0) return [];
  const result = await db
    .select({
      rows: sql<
        JobTuple[] | string | null
      >`json_agg(json_build_array(${jobs.id}, ${jobs.jobNumber}, ${jobs.name},
        ${jobs.clientId}, ${clients.name}, ${jobs.status}, ${jobs.jobType}, ${jobs.difficulty}, ${jobs.startDate},
        ${jobs.endDate}, ${jobs.projectManager}, ${jobs.createdAt}))`,
    })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(idIn(jobs.id, ids));
  const raw = result[0]?.rows ?? [];
  const tuples: JobTuple[] = typeof raw === "string" ? JSON.parse(raw) : raw;
  const byId = new Map<number, JobListRow>();
  for (const t of tuples) {
    byId.set(t[0], {
      id: t[0],
      jobNumber: t[1],
      name: t[2],
      clientId: t[3],
      clientName: t[4],
      status: t[5],
      jobType: t[6],
      difficulty: t[7],
      startDate: t[8],
      endDate: t[9],
      projectManager: t[10],
      createdAt: new Date(t[11]).toISOString(),
    });
  }
  return ids.map((id) => byId.get(id)).filter((r): r is JobListRow => !!r);
}

export async function jobPage(db: Db, p: JobDtParams): Promise<QueryResult<JobListRow>> {
  const where = jobWhere(p);
  const page = await pageIds(db, jobs, where, jobSortColumn[p.sort.column], p);
  return { ...page, rows: await jobRowsByIds(db, page.ids) };
}

const toClientRow = (c: typeof clients.$inferSelect): ClientListRow => ({
  id: c.id,
  name: c.name,
  status: c.status,
  category: c.category,
  phone: c.phone,
  email: c.email,
  suburb: c.suburb,
  state: c.state,
  createdAt: c.createdAt.toISOString(),
});

async function clientRowsByIds(db: Db, ids: number[]): Promise<ClientListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(clients).where(idIn(clients.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toClientRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is ClientListRow => !!r);
}

export async function clientPage(db: Db, p: ClientDtParams): Promise<QueryResult<ClientListRow>> {
  const where = clientWhere(p);
  const page = await pageIds(db, clients, where, clientSortColumn[p.sort.column], p);
  return { ...page, rows: await clientRowsByIds(db, page.ids) };
}
