import { type SQL, sql } from "drizzle-orm";
import { QUOTE_STATUS_COLUMNS, QUOTE_WON } from "../../../contracts/reports/job-reports";
import type { ReportFilters } from "../../../contracts/reports/report-kit";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { COUNTED_INVOICE, createdWithin, jobFilters, money, num, staffName } from "./job-scope";

/**
 * Job Order, Job Quoted and Sales (decision 241): jobs by the agency day they were created
 * (there is no separate order or quote date), invoices by their issued day.
 */
export interface CreatedScope {
  start?: Date;
  end?: Date;
  zone: string;
  projectManager?: string;
  clientId?: number;
}

type Unit = NonNullable<ReportFilters["groupBy"]>;

/** The first day of the bucket a job's creation falls in, "YYYY-MM-DD" (weeks start Monday). */
const bucketOf = (unit: Unit, zone: string) =>
  sql`to_char(date_trunc(${unit}, j.created_at at time zone ${zone}), 'YYYY-MM-DD')`;

/** Jobs created per bucket and their quote values; only buckets with jobs. */
export async function jobsByBucket(db: Db, f: CreatedScope, unit: Unit) {
  const rows = rowsOf(
    await db.execute(sql`select ${bucketOf(unit, f.zone)} as bucket, count(*)::int as jobs,
        coalesce(sum(j.quote_value), 0) as quoted
      from jobs j where ${createdWithin(f)} and ${jobFilters(f)}
      group by 1 order by 1`),
  );
  return rows.map((r) => ({ bucket: String(r.bucket), jobs: num(r.jobs), quoted: money(r.quoted) }));
}

/** The jobs created in [start, end) with the report's job filters (a bucket's drill). */
export const createdWhere = (f: CreatedScope): SQL => sql`${createdWithin(f)} and ${jobFilters(f)}`;

export interface QuoteScope extends CreatedScope {
  /** Only quotes this username is named on. */
  quoter?: string;
}

/** The quotes: jobs created in the period with a quote status. */
function quotesWhere(f: QuoteScope): SQL {
  const parts = [sql`j.quote_status is not null`, createdWhere(f)];
  if (f.quoter) parts.push(sql`${f.quoter} = any(j.quoted_by)`);
  return sql.join(parts, sql` and `);
}

/** The key of the quotes that name no quoter. */
export const NO_QUOTER = "(nobody named)";

const quoteCounts = sql.join(
  Object.entries(QUOTE_STATUS_COLUMNS).map(
    ([key, status]) => sql`count(*) filter (where q.quote_status = ${status})::int as ${sql.identifier(key)}`,
  ),
  sql`, `,
);
const QUOTE_SUMS = sql`count(*)::int as quotes, ${quoteCounts},
  coalesce(sum(q.quote_value), 0) as quoted_value,
  coalesce(sum(q.quote_value) filter (where q.quote_status = ${QUOTE_WON}), 0) as won_value`;

const quoteSumsOf = (r: Record<string, unknown>) => ({
  quotes: num(r.quotes),
  ...Object.fromEntries(Object.keys(QUOTE_STATUS_COLUMNS).map((k) => [k, num(r[k])])),
  quotedValue: money(r.quoted_value),
  wonValue: money(r.won_value),
});

/** One page of quoters (a job quoted by two counts for each) with their quotes' sums. */
export async function quotesByQuoter(db: Db, f: QuoteScope, page: { start: number; length: number }) {
  const rows = rowsOf(
    await db.execute(sql`with q as (select coalesce(u.who, '') as quoter, j.quote_status, j.quote_value
        from jobs j left join lateral unnest(j.quoted_by) as u(who) on true
        where ${quotesWhere(f)})
      select q.quoter, ${staffName(sql`q.quoter`)} as quoter_name, ${QUOTE_SUMS}
      from q ${f.quoter ? sql`where q.quoter = ${f.quoter}` : sql``}
      group by q.quoter order by q.quoter = '', q.quoter
      limit ${page.length} offset ${page.start}`),
  );
  return rows.map((r) => ({
    quoterKey: String(r.quoter) || NO_QUOTER,
    quoter: String(r.quoter) ? String(r.quoter_name) : NO_QUOTER,
    ...quoteSumsOf(r),
  }));
}

/** The period's quotes, each once, and how many quoter rows there are. */
export async function quoteTotals(db: Db, f: QuoteScope) {
  const [r] = rowsOf(
    await db.execute(sql`with q as (select j.quote_status, j.quote_value, j.quoted_by from jobs j where ${quotesWhere(f)})
      select ${QUOTE_SUMS},
        (select count(distinct coalesce(u.who, '')) from q left join lateral unnest(q.quoted_by) as u(who) on true
          ${f.quoter ? sql`where u.who = ${f.quoter}` : sql``})::int as quoters
      from q`),
  );
  return { quoters: num(r?.quoters), ...quoteSumsOf(r ?? {}) };
}

/** The quotes behind a quoter's number (or every quoter's, key undefined) of one status. */
export function quoterJobsWhere(
  f: QuoteScope,
  quoterKey: string | undefined,
  status: string | undefined,
): SQL {
  const parts = [quotesWhere(f)];
  if (quoterKey !== undefined)
    parts.push(
      quoterKey === NO_QUOTER ? sql`cardinality(j.quoted_by) = 0` : sql`${quoterKey} = any(j.quoted_by)`,
    );
  if (status) parts.push(sql`j.quote_status = ${status}`);
  return sql.join(parts, sql` and `);
}

/**
 * Sales by month: invoices (neither Draft nor Void) by the month of their issued day, and the quote
 * values (all, and Accepted) of jobs by the month they were created on the agency's clock.
 * `from`/`to` are agency days.
 */
export async function salesByMonth(
  db: Db,
  f: CreatedScope & { from?: string; to?: string },
): Promise<Map<string, { invoiced: number; quoted: number; won: number }>> {
  const issued: SQL[] = [COUNTED_INVOICE, sql`v.issued_date is not null`];
  if (f.from) issued.push(sql`v.issued_date >= ${f.from}::date`);
  if (f.to) issued.push(sql`v.issued_date <= ${f.to}::date`);
  if (f.clientId) issued.push(sql`j.client_id = ${f.clientId}`);
  const [invoiced, quoted] = await Promise.all([
    db.execute(sql`select to_char(date_trunc('month', v.issued_date), 'YYYY-MM-DD') as month,
        coalesce(sum(v.amount), 0) as invoiced
      from invoices v join jobs j on j.id = v.job_id where ${sql.join(issued, sql` and `)} group by 1`),
    db.execute(sql`select ${bucketOf("month", f.zone)} as month, coalesce(sum(j.quote_value), 0) as quoted,
        coalesce(sum(j.quote_value) filter (where j.quote_status = ${QUOTE_WON}), 0) as won
      from jobs j where ${createdWhere(f)} group by 1`),
  ]);
  const out = new Map<string, { invoiced: number; quoted: number; won: number }>();
  const at = (month: string) => {
    const found = out.get(month) ?? { invoiced: 0, quoted: 0, won: 0 };
    out.set(month, found);
    return found;
  };
  for (const r of rowsOf(invoiced)) at(String(r.month)).invoiced = money(r.invoiced);
  for (const r of rowsOf(quoted)) {
    const m = at(String(r.month));
    m.quoted = money(r.quoted);
    m.won = money(r.won);
  }
  return out;
}
