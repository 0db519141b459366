import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { rowsOf } from "../panel-search/fields";
import { COUNTED_INVOICE, money, num } from "./job-scope";

/**
 * Inactive Client Report (decision 241): clients none of whose jobs was created since `cutoff`
 * (the agency's today less N months), those that never had a job included.
 */
const INACTIVE = (
  cutoff: Date,
  clientId?: number,
) => sql`a as (select j.client_id, max(j.created_at) as last_at,
    count(*)::int as jobs from jobs j where j.client_id is not null group by j.client_id),
  c0 as (select c.id, c.name, c.status, a.last_at, coalesce(a.jobs, 0) as jobs
    from clients c left join a on a.client_id = c.id
    where (a.last_at is null or a.last_at < ${cutoff.toISOString()})
      ${clientId ? sql`and c.id = ${clientId}` : sql``})`;

const ORDER = sql`order by c0.last_at desc nulls last, c0.name, c0.id`;

/** One page of inactive clients with their last job and what they were invoiced. */
export async function inactiveClientsPage(
  db: Db,
  f: { cutoff: Date; zone: string },
  page: { start: number; length: number },
) {
  const rows = rowsOf(
    await db.execute(sql`with ${INACTIVE(f.cutoff)}, p as (select * from c0 ${ORDER}
        limit ${page.length} offset ${page.start})
      select c0.id, c0.name, c0.status, c0.jobs,
        to_char(c0.last_at at time zone ${f.zone}, 'YYYY-MM-DD') as last_day,
        (select j.job_number from jobs j where j.client_id = c0.id
          order by j.created_at desc, j.id desc limit 1) as last_number,
        (select coalesce(sum(v.amount), 0) from invoices v join jobs j on j.id = v.job_id
          where j.client_id = c0.id and ${COUNTED_INVOICE}) as invoiced
      from p as c0 ${ORDER}`),
  );
  return rows.map((r) => ({
    clientId: num(r.id),
    name: String(r.name),
    status: String(r.status),
    lastJobNumber: (r.last_number as string | null) ?? null,
    lastJob: (r.last_day as string | null) ?? null,
    jobsEver: num(r.jobs),
    invoicedEver: money(r.invoiced),
    clients: 1,
  }));
}

export async function inactiveClientsTotals(db: Db, f: { cutoff: Date }) {
  const [r] = rowsOf(
    await db.execute(sql`with ${INACTIVE(f.cutoff)}
      select count(*)::int as clients, coalesce(sum(c0.jobs), 0)::int as jobs,
        (select coalesce(sum(v.amount), 0) from invoices v join jobs j on j.id = v.job_id
          join c0 on c0.id = j.client_id where ${COUNTED_INVOICE}) as invoiced,
        count(*) filter (where c0.last_at is null)::int as never
      from c0`),
  );
  return { clients: num(r?.clients), jobs: num(r?.jobs), invoiced: money(r?.invoiced), never: num(r?.never) };
}

/** The inactive clients (one, or all) as the clients drill lists them. */
export async function inactiveClientsDrill(
  db: Db,
  f: { cutoff: Date; zone: string; clientId?: number },
  page: { start: number; length: number },
) {
  const [count] = rowsOf(
    await db.execute(sql`with ${INACTIVE(f.cutoff, f.clientId)} select count(*)::int as n from c0`),
  );
  const rows = rowsOf(
    await db.execute(sql`with ${INACTIVE(f.cutoff, f.clientId)}
      select c0.id, c0.name, c0.status, to_char(c0.last_at at time zone ${f.zone}, 'YYYY-MM-DD') as last_day
      from c0 ${ORDER} limit ${page.length} offset ${page.start}`),
  );
  return {
    total: num(count?.n),
    rows: rows.map((r) => ({
      clientId: num(r.id),
      name: String(r.name),
      status: String(r.status),
      lastJob: (r.last_day as string | null) ?? null,
    })),
  };
}

/** Every job of one client, or of every inactive client (the Jobs ever drill). */
export const clientJobsWhere = (cutoff: Date, clientId: number | undefined): SQL =>
  clientId
    ? sql`j.client_id = ${clientId} and not exists (select 1 from jobs n where n.client_id = ${clientId}
        and n.created_at >= ${cutoff.toISOString()})`
    : sql`j.client_id in (select a.client_id from jobs a where a.client_id is not null
        group by a.client_id having max(a.created_at) < ${cutoff.toISOString()})`;
