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
  const rows = raw.slice(0, page.length).map((r) => ({
    id: Number(r.__id),
    respondentId: r.__rid == null ? null : Number(r.__rid),
    cells: Object.fromEntries(plan.columns.map((f) => [f.key, cell(r[f.key])])),
    sort: cell(r.__sort),
  }));
  const last = rows[rows.length - 1];
  return {
    rows: rows.map(({ sort: _s, ...row }) => row),
    nextCursor: more && last ? encodeCursor([plan.sort.field.expr ? last.sort : last.id, last.id]) : null,
  };
}

/** Exact up to EXACT_COUNT_LIMIT matches; above, the planner's row estimate (never below the cap). */
export async function countMatches(db: Db, plan: Plan): Promise<{ total: number; estimated: boolean }> {
  const capped = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${plan.entity.from} where ${plan.where} limit ${EXACT_COUNT_LIMIT + 1}) s`,
    ),
  );
  const n = Number(capped[0]?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  const explained = rowsOf(
    await db.execute(sql`explain (format json) select 1 from ${plan.entity.from} where ${plan.where}`),
  );
  const planText = explained[0]?.["QUERY PLAN"];
  const parsed = (typeof planText === "string" ? JSON.parse(planText) : planText) as [
    { Plan: { "Plan Rows": number } },
  ];
  const estimate = Math.round(Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0));
  return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), estimated: true };
}

/** The ids of the first `max` matches in the plan's order; truncated when more match. */
export async function matchingIds(
  db: Db,
  plan: Plan,
  max: number,
): Promise<{ ids: number[]; truncated: boolean }> {
  const rows = rowsOf(
    await db.execute(
      sql`select ${plan.entity.idExpr} as id from ${plan.entity.from} where ${plan.where} ${orderBy(plan)} limit ${max + 1}`,
    ),
  );
  const ids = rows.slice(0, max).map((r) => Number(r.id));
  return { ids, truncated: rows.length > max };
}

/** Every match in keyset batches (exports): memory holds one batch at a time. */
export async function* batches(db: Db, plan: Plan, max: number, size = 2000): AsyncGenerator<PageRow[]> {
  let after: string | undefined;
  let sent = 0;
  while (sent < max) {
    const page = await runPage(db, plan, { start: 0, length: Math.min(size, max - sent), after });
    if (page.rows.length > 0) yield page.rows;
    sent += page.rows.length;
    if (!page.nextCursor) return;
    after = page.nextCursor;
  }
}

/** Counts matches of extra conditions over the plan (quota cells), each capped like the total. */
export async function countWhere(db: Db, plan: Plan, extra: SQL, cap = 1_000_000): Promise<number> {
  const rows = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${plan.entity.from} where ${plan.where} and ${extra} limit ${cap}) s`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}
