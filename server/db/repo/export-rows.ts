import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { ClientDtParams, JobDtParams } from "../../contracts/query";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { jobs } from "../schema/jobs";
import { clientSortColumn, clientWhere, jobSortColumn, jobWhere } from "./query";

/**
 * The rows of a list export (decision 085), read by keyset pagination: each batch continues after
 * the last (sort key, id) of the one before, so every batch is a short walk of the list's sort
 * index whatever its depth (no OFFSET, no up-front id list, no sort of the whole table), and the
 * database never holds more than one batch. Cells come back ready for the sheet (days as
 * YYYY-MM-DD, timestamps as the agency's day) in one JSON value per batch: PGlite converts one text value far faster than
 * thousands of typed fields (decision 044).
 */
const EXPORT_BATCH = 2000;

/** One spreadsheet row: the cells in column order. */
export type ExportCells = (string | number | null)[];

/** A batch's rows as [id, sort key as text, ...cells]. */
type Tuple = [number, string | null, ...ExportCells];

type Cursor = { key: string | null; id: number } | undefined;

interface Phase {
  where: (after: Cursor) => SQL | undefined;
  order: SQL[];
}

/**
 * The list order as phases a keyset can walk: a row comparison cannot step over NULL keys, so a
 * nullable sort column reads its NULL keys on their own, by id: last when ascending, first when
 * descending (PostgreSQL's default NULL placement, the order the list pages show).
 */
function phases(key: AnyPgColumn, id: AnyPgColumn, nullable: boolean, dir: "asc" | "desc"): Phase[] {
  const up = dir === "asc";
  const keyed: Phase = {
    where: (after) =>
      and(
        nullable ? isNotNull(key) : undefined,
        after?.key == null
          ? undefined
          : up
            ? sql`(${key}, ${id}) > (${after.key}, ${after.id})`
            : sql`(${key}, ${id}) < (${after.key}, ${after.id})`,
      ),
    order: up ? [asc(key), asc(id)] : [desc(key), desc(id)],
  };
  if (!nullable) return [keyed];
  const nulls: Phase = {
    where: (after) => and(isNull(key), after ? (up ? gt(id, after.id) : lt(id, after.id)) : undefined),
    order: [up ? asc(id) : desc(id)],
  };
  return up ? [keyed, nulls] : [nulls, keyed];
}

/** Walks the phases batch by batch; `fetch` reads up to `limit` rows in a phase's order. */
async function* walk(
  steps: Phase[],
  fetch: (where: SQL | undefined, order: SQL[], limit: number) => Promise<Tuple[]>,
  limit: number,
): AsyncGenerator<ExportCells[]> {
  for (const step of steps) {
    let after: Cursor;
    for (;;) {
      const tuples = await fetch(step.where(after), step.order, limit);
      const last = tuples[tuples.length - 1];
      if (!last) break;
      after = { key: last[1], id: last[0] };
      // In place: no second array per row.
      for (const t of tuples) t.splice(0, 2);
      yield tuples as unknown as ExportCells[];
      if (tuples.length < limit) break;
    }
  }
}

const parse = (raw: Tuple[] | string | null | undefined): Tuple[] =>
  typeof raw === "string" ? JSON.parse(raw) : (raw ?? []);

/** A day as YYYY-MM-DD: the sheet writes it as a real date (decision 234). */
const isoDay = (column: SQL | AnyPgColumn) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/**
 * A batch's keyset page as the subquery "p" (the rows after the cursor, in the phase's order), and
 * how to read it as one JSON value, [id, sort key as text, ...cells] per row. The join that reads
 * the cells may not keep the page's order: json_agg orders by the same (key, id) again.
 */
function keysetPage<Q extends PgSelect>(query: Q, where: SQL | undefined, order: SQL[], n: number, d: SQL) {
  const page = query
    .where(where)
    .orderBy(...order)
    .limit(n)
    .as("p");
  const fields = page as unknown as { id: AnyPgColumn; k: SQL.Aliased; sk: SQL.Aliased };
  const tuples = (cells: SQL) =>
    sql<Tuple[] | string | null>`json_agg(json_build_array(${fields.id}, ${fields.k}, ${cells})
      order by ${fields.sk} ${d}, ${fields.id} ${d})`;
  return { page, tuples };
}

/** Every matching job, in list order, as the export's cells (see JOB_COLUMNS in services/export). */
export function jobExportBatches(db: Db, p: JobDtParams, zone: string, limit = EXPORT_BATCH) {
  const where = jobWhere(p);
  const key = jobSortColumn[p.sort.column];
  const d = p.sort.dir === "asc" ? sql`asc` : sql`desc`;
  const fetch = async (step: SQL | undefined, order: SQL[], n: number) => {
    const query = db
      .select({
        id: jobs.id,
        sk: sql`${key}`.as("sk"),
        k: sql<string>`${key}::text`.as("k"),
        jobNumber: jobs.jobNumber,
        name: jobs.name,
        clientId: jobs.clientId,
        status: jobs.status,
        jobType: jobs.jobType,
        difficulty: jobs.difficulty,
        startDate: jobs.startDate,
        endDate: jobs.endDate,
        projectManager: jobs.projectManager,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .$dynamic();
    const { page, tuples } = keysetPage(query, and(where, step), order, n, d);
    const result = await db
      .select({
        rows: tuples(
          sql`${page.jobNumber}, ${page.name}, ${clients.name}, ${page.status}, ${page.jobType},
          ${page.difficulty}, ${isoDay(page.startDate)}, ${isoDay(page.endDate)},
          ${page.projectManager}, ${isoDay(sql`${page.createdAt} at time zone ${zone}`)}`,
        ),
      })
      .from(page)
      .leftJoin(clients, eq(clients.id, page.clientId));
    return parse(result[0]?.rows);
  };
  return walk(phases(key, jobs.id, key === jobs.startDate, p.sort.dir), fetch, limit);
}

/** Every matching client, in list order, as the export's cells (see CLIENT_COLUMNS). */
export function clientExportBatches(db: Db, p: ClientDtParams, zone: string, limit = EXPORT_BATCH) {
  const key = clientSortColumn[p.sort.column];
  const d = p.sort.dir === "asc" ? sql`asc` : sql`desc`;
  const where = clientWhere(p);
  const fetch = async (step: SQL | undefined, order: SQL[], n: number) => {
    const query = db
      .select({ id: clients.id, sk: sql`${key}`.as("sk"), k: sql<string>`${key}::text`.as("k") })
      .from(clients)
      .$dynamic();
    const { page, tuples } = keysetPage(query, and(where, step), order, n, d);
    const result = await db
      .select({
        rows: tuples(
          sql`${clients.name}, ${clients.status}, ${clients.category}, ${clients.phone}, ${clients.email},
          ${clients.suburb}, ${clients.state}, ${isoDay(sql`${clients.createdAt} at time zone ${zone}`)}`,
        ),
      })
      .from(page)
      .innerJoin(clients, eq(clients.id, page.id));
    return parse(result[0]?.rows);
  };
  return walk(phases(key, clients.id, false, p.sort.dir), fetch, limit);
}

/** How many rows the export will write (the X-Total-Rows header): an index-only count. */
export async function exportCount(db: Db, entity: "jobs" | "clients", p: JobDtParams | ClientDtParams) {
  const rows =
    entity === "jobs"
      ? await db
          .select({ n: count() })
          .from(jobs)
          .where(jobWhere(p as JobDtParams))
      : await db
          .select({ n: count() })
          .from(clients)
          .where(clientWhere(p as ClientDtParams));
  return rows[0]?.n ?? 0;
}
