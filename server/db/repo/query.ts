import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
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

/**
 * Server-side paged lists (decision 044). A page is found in two steps: the ids of the page from
 * an index walk (sort column + id), then those rows with their joins. Pages past the middle are
 * read from the other end with the order reversed, so the deepest page costs what the first does.
 */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function jobWhere(p: JobDtParams): SQL | undefined {
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
    const s = likeEscape(p.search);
    parts.push(or(ilike(jobs.jobNumber, `${s}%`), ilike(jobs.name, `%${s}%`)));
  }
  return and(...parts);
}

const jobSortColumn: Record<JobDtParams["sort"]["column"], AnyPgColumn> = {
  jobNumber: jobs.jobNumber,
  name: jobs.name,
  status: jobs.status,
  startDate: jobs.startDate,
  createdAt: jobs.createdAt,
};

function clientWhere(p: ClientDtParams): SQL | undefined {
  const f = p.filters;
  return and(
    f.status && f.status.length > 0 ? inArray(clients.status, f.status) : undefined,
    f.category ? eq(clients.category, f.category) : undefined,
    p.search ? ilike(clients.name, `%${likeEscape(p.search)}%`) : undefined,
  );
}

const clientSortColumn: Record<ClientDtParams["sort"]["column"], AnyPgColumn> = {
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

const order = (column: AnyPgColumn, id: AnyPgColumn, dir: "asc" | "desc", reversed: boolean) => {
  const ascending = (dir === "asc") !== reversed;
  // Nulls sort last ascending and first descending in PostgreSQL: reversing keeps one total order.
  return ascending ? [asc(column), asc(id)] : [desc(column), desc(id)];
};

/** One array parameter instead of one parameter per id: cheaper to plan for 1,000 ids. */
const idIn = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;

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
export async function jobRowsByIds(db: Db, ids: number[]): Promise<JobListRow[]> {
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

/** Every id of a query in list order, aggregated into one JSON value (see jobRowsByIds). */
async function orderedIds(
  db: Db,
  table: typeof jobs | typeof clients,
  where: SQL | undefined,
  column: AnyPgColumn,
  dir: "asc" | "desc",
) {
  const d = dir === "asc" ? sql`asc` : sql`desc`;
  const result = await db
    .select({
      ids: sql<number[] | string | null>`json_agg(${table.id} order by ${column} ${d}, ${table.id} ${d})`,
    })
    .from(table)
    .where(where);
  const raw = result[0]?.ids ?? [];
  return (typeof raw === "string" ? JSON.parse(raw) : raw) as number[];
}

export async function jobPage(db: Db, p: JobDtParams): Promise<QueryResult<JobListRow>> {
  const where = jobWhere(p);
  const [totalRows, filteredRows] = await Promise.all([
    db.select({ n: count() }).from(jobs),
    where ? db.select({ n: count() }).from(jobs).where(where) : Promise.resolve(undefined),
  ]);
  const total = totalRows[0]?.n ?? 0;
  const filtered = filteredRows ? (filteredRows[0]?.n ?? 0) : total;
  const plan = pagePlan(p.start, p.length, filtered);
  if (plan.limit === 0) return { rows: [], total, filtered };
  const idRows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...order(jobSortColumn[p.sort.column], jobs.id, p.sort.dir, plan.reversed))
    .offset(plan.offset)
    .limit(plan.limit);
  const ids = idRows.map((r) => r.id);
  if (plan.reversed) ids.reverse();
  return { rows: await jobRowsByIds(db, ids), total, filtered };
}

/** Every matching job id in list order (4 bytes a row: 100k jobs ≈ 0.4 MB), for the export. */
export function jobIds(db: Db, p: JobDtParams): Promise<number[]> {
  return orderedIds(db, jobs, jobWhere(p), jobSortColumn[p.sort.column], p.sort.dir);
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

export async function clientRowsByIds(db: Db, ids: number[]): Promise<ClientListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(clients).where(idIn(clients.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toClientRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is ClientListRow => !!r);
}

export async function clientPage(db: Db, p: ClientDtParams): Promise<QueryResult<ClientListRow>> {
  const where = clientWhere(p);
  const totalRows = await db.select({ n: count() }).from(clients);
  const filteredRows = where ? await db.select({ n: count() }).from(clients).where(where) : totalRows;
  const total = totalRows[0]?.n ?? 0;
  const filtered = filteredRows[0]?.n ?? 0;
  const plan = pagePlan(p.start, p.length, filtered);
  if (plan.limit === 0) return { rows: [], total, filtered };
  const idRows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(where)
    .orderBy(...order(clientSortColumn[p.sort.column], clients.id, p.sort.dir, plan.reversed))
    .offset(plan.offset)
    .limit(plan.limit);
  const ids = idRows.map((r) => r.id);
  if (plan.reversed) ids.reverse();
  return { rows: await clientRowsByIds(db, ids), total, filtered };
}

export function clientIds(db: Db, p: ClientDtParams): Promise<number[]> {
  return orderedIds(db, clients, clientWhere(p), clientSortColumn[p.sort.column], p.sort.dir);
}
