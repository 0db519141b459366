import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
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

const toJobRow = (r: { job: typeof jobs.$inferSelect; clientName: string | null }): JobListRow => ({
  id: r.job.id,
  jobNumber: r.job.jobNumber,
  name: r.job.name,
  clientId: r.job.clientId,
  clientName: r.clientName,
  status: r.job.status,
  jobType: r.job.jobType,
  difficulty: r.job.difficulty,
  startDate: r.job.startDate,
  endDate: r.job.endDate,
  projectManager: r.job.projectManager,
  createdAt: r.job.createdAt.toISOString(),
});

export async function jobRowsByIds(db: Db, ids: number[]): Promise<JobListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ job: jobs, clientName: clients.name })
    .from(jobs)
    .leftJoin(clients, eq(clients.id, jobs.clientId))
    .where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((r) => [r.job.id, toJobRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is JobListRow => !!r);
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
export async function jobIds(db: Db, p: JobDtParams): Promise<number[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(jobWhere(p))
    .orderBy(...order(jobSortColumn[p.sort.column], jobs.id, p.sort.dir, false));
  return rows.map((r) => r.id);
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
  const rows = await db.select().from(clients).where(inArray(clients.id, ids));
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

export async function clientIds(db: Db, p: ClientDtParams): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(clientWhere(p))
    .orderBy(...order(clientSortColumn[p.sort.column], clients.id, p.sort.dir, false));
  return rows.map((r) => r.id);
}
