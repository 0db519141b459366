import { type SQL, sql } from "drizzle-orm";
import { EXACT_COUNT_LIMIT } from "../../../contracts/panel-search-constants";
import type { Db } from "../../client";
import { FilterError } from "./compile";
import { type EntityDef, type FieldDef, rowsOf } from "./fields";

/**
 * Running a compiled query (decision 141): one statement per page (offset up to a bound, keyset
 * beyond it), a count that is exact up to EXACT_COUNT_LIMIT and the planner's estimate above it
 * (dependencies §8: no full count(*) of broad matches), ids and export batches by keyset.
 */

export interface Plan {
  entity: EntityDef;
  fields: Map<string, FieldDef>;
  /** The full condition: base, scope and filter. */
  where: SQL;
  sort: { field: FieldDef; dir: "asc" | "desc" };
  columns: FieldDef[];
}

type Cursor = [value: unknown, id: number];
export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");
function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    const scalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);
    if (Array.isArray(c) && c.length === 2 && scalar(c[0]) && Number.isInteger(c[1]))
      return [c[0], c[1] as number];
  } catch {
    // falls through to the refusal
  }
  throw new FilterError("Invalid cursor");
}

const sortExpr = (plan: Plan): SQL => plan.sort.field.expr ?? plan.entity.idExpr;
const dirSql = (dir: "asc" | "desc") => sql.raw(dir === "desc" ? "desc" : "asc");

function orderBy(plan: Plan): SQL {
  const d = dirSql(plan.sort.dir);
  const byId = plan.sort.field.expr === undefined || plan.sort.field.key === "id";
  return byId
    ? sql`order by ${plan.entity.idExpr} ${d}`
    : sql`order by ${sortExpr(plan)} ${d} nulls last, ${plan.entity.idExpr} ${d}`;
}

/** Rows after the cursor in the plan's order (nulls last). */
function afterCursor(plan: Plan, cursor: Cursor): SQL {
  const [value, id] = cursor;
  const idx = plan.entity.idExpr;
  const past = plan.sort.dir === "desc" ? sql.raw("<") : sql.raw(">");
  if (plan.sort.field.key === "id" || !plan.sort.field.expr) return sql`${idx} ${past} ${id}`;
  const e = sortExpr(plan);
  if (value === null) return sql`(${e} is null and ${idx} ${past} ${id})`;
  const v = value as string | number | boolean;
  return sql`(${e} ${past} ${v} or (${e} = ${v} and ${idx} ${past} ${id}) or ${e} is null)`;
}

const selectList = (plan: Plan) =>
  sql.join(
    [
      sql`${plan.entity.idExpr} as "__id"`,
      plan.entity.respondentIdExpr ? sql`${plan.entity.respondentIdExpr} as "__rid"` : sql`null as "__rid"`,
      ...(plan.sort.field.expr ? [sql`${plan.sort.field.expr} as "__sort"`] : []),
      ...plan.columns.map((f) => sql`${f.expr ?? sql`null`} as ${sql.identifier(f.key)}`),
    ],
    sql`, `,
  );

/** A cell as the answer carries it: dates and timestamps as text, numerics as numbers. */
function cell(value: unknown): string | number | boolean | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number | boolean;
}

export interface PageRow {
  id: number;
  respondentId: number | null;
  cells: Record<string, string | number | boolean | null>;
}

export async function runPage(
  db: Db,
  plan: Plan,
  page: { start: number; length: number; after?: string },
): Promise<{ rows: PageRow[]; nextCursor: string | null }> {
  const cursor = page.after ? decodeCursor(page.after) : null;
  const where = cursor ? sql`${plan.where} and ${afterCursor(plan, cursor)}` : plan.where;
  const offset = cursor ? 0 : page.start;
  const result = await db.execute(
    sql`select ${selectList(plan)} from ${plan.entity.from} where ${where} ${orderBy(plan)} limit ${page.length + 1} offset ${offset}`,
  );
  const raw = rowsOf(result);
  const more = raw.length > page.length;
  const n = Math.min(raw.length, page.length);
  const keys = plan.columns.map((f) => f.key);
  // A plain loop: an export maps 100,000 rows through here (decision 303).
  const rows: PageRow[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const r = raw[i] as Record<string, unknown>;
    const cells: PageRow["cells"] = {};
    for (const key of keys) cells[key] = cell(r[key]);
    rows[i] = { id: Number(r.__id), respondentId: r.__rid == null ? null : Number(r.__rid), cells };
  }
  const last = raw[n - 1];
  const lastId = last ? Number(last.__id) : 0;
  return {
    rows,
    nextCursor:
      more && last ? encodeCursor([plan.sort.field.expr ? cell(last.__sort) : lastId, lastId]) : null,
  };
}

/** The planner's row estimate for the plan's matches (no scan: one planning round). */
async function estimatedMatches(db: Db, plan: Plan): Promise<number> {
  const explained = rowsOf(
    await db.execute(sql`explain (format json) select 1 from ${plan.entity.from} where ${plan.where}`),
  );
  const planText = explained[0]?.["QUERY PLAN"];
  const parsed = (typeof planText === "string" ? JSON.parse(planText) : planText) as [
    { Plan: { "Plan Rows": number } },
  ];
  return Math.round(Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
}

/** Counts the plan's matches (and extra conditions) up to `cap`: a scan that stops at the cap. */
async function cappedCount(db: Db, plan: Plan, cap: number, extra?: SQL): Promise<number> {
  const where = extra ? sql`${plan.where} and ${extra}` : plan.where;
  const rows = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${plan.entity.from} where ${where} limit ${cap}) s`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Above this planner estimate the estimate is the answer without counting (decision 146): a
 * capped count's cost has no bound (a scan until EXACT_COUNT_LIMIT + 1 matches), the estimate's
 * has. The margin keeps a planner that overestimates a result just under the limit from showing
 * an estimate where an exact count is cheap.
 */
const ESTIMATE_FIRST_ABOVE = EXACT_COUNT_LIMIT * 1.5;

/** Exact up to EXACT_COUNT_LIMIT matches; above, the planner's row estimate (never below the cap). */
export async function countMatches(db: Db, plan: Plan): Promise<{ total: number; estimated: boolean }> {
  const estimate = await estimatedMatches(db, plan);
  if (estimate > ESTIMATE_FIRST_ABOVE) return { total: estimate, estimated: true };
  const n = await cappedCount(db, plan, EXACT_COUNT_LIMIT + 1);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  return { total: Math.max(estimate, n), estimated: true };
}

/**
 * The ids of the first `max` matches in the plan's order; truncated when more match. One
 * array value (in the subquery's order) instead of one driver row per id.
 */
export async function matchingIds(
  db: Db,
  plan: Plan,
  max: number,
): Promise<{ ids: number[]; truncated: boolean }> {
  const rows = rowsOf(
    await db.execute(
      sql`select array(select ${plan.entity.idExpr} from ${plan.entity.from} where ${plan.where} ${orderBy(plan)} limit ${max + 1}) as ids`,
    ),
  );
  const all = parseIdArray(rows[0]?.ids);
  return { ids: all.slice(0, max), truncated: all.length > max };
}

/** An int array as the driver hands it: an array (node-postgres, PGlite) or its text form. */
function parseIdArray(value: unknown): number[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const text = String(value).replace(/^\{|\}$/g, "");
  return text ? text.split(",").map(Number) : [];
}

/**
 * Every match in keyset batches (exports): memory holds two batches at most. The next batch is
 * asked for before this one is handed out, so on PostgreSQL its query runs on another pooled
 * connection while the caller works on this one (labels, the sheet).
 */
export async function* batches(db: Db, plan: Plan, max: number, size = 5000): AsyncGenerator<PageRow[]> {
  const fetch = (sent: number, after?: string) => {
    const page = runPage(db, plan, {
      start: 0,
      length: Math.min(size, max - sent),
      ...(after ? { after } : {}),
    });
    // A caller that stops early never awaits the batch it did not want; its failure is moot.
    page.catch(() => {});
    return page;
  };
  let sent = 0;
  let next: ReturnType<typeof fetch> | null = max > 0 ? fetch(0) : null;
  while (next) {
    const page = await next;
    sent += page.rows.length;
    next = page.nextCursor && sent < max ? fetch(sent, page.nextCursor) : null;
    if (page.rows.length > 0) yield page.rows;
  }
}

/**
 * Counts matches of extra conditions over the plan (quota cells), capped like the total: a cell
 * with more than `cap` matches answers `cap`, which already overfills any open place count
 * below it.
 */
export const countWhere = (db: Db, plan: Plan, extra: SQL, cap = EXACT_COUNT_LIMIT + 1): Promise<number> =>
  cappedCount(db, plan, cap, extra);
