/**
 * The six measured operations of bench:panel as reference SQL: the shapes a compiled filter takes
 * (one parameterised WHERE over respondents, history as EXISTS over respondent_events), the count
 * rule (exact up to EXACT_COUNT_LIMIT, else the planner's estimate) and keyset export batches.
 * Used until the engine's service functions are merged; the figures then show what the indexes of
 * decision 146 give any engine that keeps these shapes.
 */

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { EXACT_COUNT_LIMIT } from "../../server/contracts/panel-search-constants";
import type { Db } from "../../server/db/client";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const PAGE = 50;

/** The filters measured (years chosen so the results have the sizes the issue names). */
export const FILTERS = {
  /** Women 25–34 in NSW with no no-shows: four conditions, about 2.5% of the panel. */
  four: sql`r.gender = 'Female' and r.year_of_birth between 1992 and 2001 and r.state = 'NSW' and r.no_show_count = 0`,
  /** Took part in a Focus Group job within six months. */
  history: sql`exists (select 1 from respondent_events e join jobs j on j.id = e.job_id
    where e.respondent_id = r.id and e.kind = 'Session' and e.status in ('Attended', 'Completed')
      and e.at >= now() - interval '6 months' and j.job_type = 'Focus Group')`,
  /** Half the panel. */
  broad: sql`r.gender = 'Female'`,
  /** About 50,000 of a million: women born 1979–1985. */
  ids50k: sql`r.gender = 'Female' and r.year_of_birth between 1979 and 1985`,
  /** About 100,000 of a million: born 1970–1976 (export, capped at 100,000). */
  export100k: sql`r.year_of_birth between 1970 and 1976`,
} satisfies Record<string, SQL>;

/** The engine's base condition for respondents: active members (merged-away records are not). */
/**
 * Took part in one job (ClientJobGroupEvent with a job): about 2,500 members of a million,
 * counted exactly. The id is a parameter, as the engine binds it, so the planner sees its value.
 */
export const oneJobFilter = (jobId: number) => sql`exists (select 1 from respondent_events e
  left join jobs j on j.id = e.job_id
  where e.respondent_id = r.id and e.job_id = ${jobId} and e.status in ('Attended', 'Completed'))`;

/** The job the one-job history filter names: the 1,501st. */
export async function benchJobId(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await db.execute(sql`select (min(id) + 1500)::int as id from jobs`));
  return row?.id ?? 1;
}

const base = (where: SQL) => sql`r.is_active and (${where})`;

/** Planner estimate of the matching rows. */
async function estimate(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ "QUERY PLAN": unknown }>(
    await db.execute(sql`explain (format json) select 1 from respondents r where ${base(where)}`),
  );
  const plan = row?.["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: { "Plan Rows": number } }[];
  return Math.round(parsed[0]?.Plan["Plan Rows"] ?? 0);
}

/**
 * The count rule: when the planner expects more than 1.5 times the exact limit, its estimate is the
 * answer (no scan at all); otherwise a count capped at limit + 1, estimated only if it reaches the
 * cap. `estimateFirst: false` measures the capped count alone (a scan of up to 10,001 matches).
 */
export async function countMatches(
  db: Db,
  where: SQL,
  estimateFirst = true,
): Promise<{ total: number; estimated: boolean }> {
  const guess = estimateFirst ? await estimate(db, where) : 0;
  if (guess > EXACT_COUNT_LIMIT * 1.5) return { total: guess, estimated: true };
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from respondents r
      where ${base(where)} limit ${EXACT_COUNT_LIMIT + 1}) capped`),
  );
  const n = row?.n ?? 0;
  return n > EXACT_COUNT_LIMIT
    ? { total: Math.max(guess, n), estimated: true }
    : { total: n, estimated: false };
}

const COLUMNS = sql`r.id, r.first_name, r.last_name, r.email, r.mobile, r.gender, r.year_of_birth, r.state,
  r.postcode, r.no_show_count`;

/** A page in id order: by offset (the grid's start), or after a keyset cursor. */
export async function page(db: Db, where: SQL, opts: { offset?: number; afterId?: number } = {}) {
  const after = opts.afterId === undefined ? sql`` : sql`and r.id > ${opts.afterId}`;
  return rowsOf<{ id: number }>(
    await db.execute(sql`select ${COLUMNS} from respondents r where ${base(where)} ${after}
      order by r.id limit ${PAGE} offset ${opts.offset ?? 0}`),
  );
}

/** First page with its count: what GetQueryResults answers for a new filter. */
export async function firstPageWithCount(db: Db, where: SQL, estimateFirst = true) {
  const rows = await page(db, where);
  const count = await countMatches(db, where, estimateFirst);
  return { rows: rows.length, ...count };
}

/** GetQueryResultsIds: every matching id (capped), in id order. */
export async function ids(db: Db, where: SQL, max = 100_000): Promise<number[]> {
  const [row] = rowsOf<{ ids: number[] | null }>(
    await db.execute(sql`select array_agg(id order by id) as ids from (select r.id from respondents r
      where ${base(where)} order by r.id limit ${max}) m`),
  );
  return row?.ids ?? [];
}

/** Export: keyset batches of 2,000 written through ExcelJS's streaming writer (file null: SQL only). */
export async function exportRows(db: Db, where: SQL, file: string | null, max = 100_000): Promise<number> {
  const out = file ? createWriteStream(file) : new Writable({ write: (_c, _e, done) => done() });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Members");
  let written = 0;
  let last = 0;
  while (written < max) {
    const batch = rowsOf<Record<string, unknown> & { id: number }>(
      await db.execute(sql`select ${COLUMNS} from respondents r where ${base(where)} and r.id > ${last}
        order by r.id limit ${Math.min(2_000, max - written)}`),
    );
    if (batch.length === 0) break;
    if (file) for (const row of batch) sheet.addRow(Object.values(row)).commit();
    written += batch.length;
    last = batch[batch.length - 1]?.id ?? last;
    if (out.writableNeedDrain) await once(out, "drain");
  }
  sheet.commit();
  await workbook.commit();
  await finished(out);
  return written;
}
