import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "./panel-search/fields";

/** Jobs waiting per queue (created or to retry) and the age of the oldest, in seconds. */
export async function queueBacklog(
  db: Db,
): Promise<{ queue: string; waiting: number; oldestSeconds: number }[]> {
  // The queue creates its tables when it first starts: none yet, nothing waits.
  const [present] = rowsOf(await db.execute(sql`select to_regclass('pgboss.job') is not null as present`));
  if (!present?.present) return [];
  const rows = rowsOf(
    await db.execute(sql`
      select name, count(*)::int as waiting,
             coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
        from pgboss.job
       where state in ('created', 'retry')
       group by name`),
  );
  return rows.map((r) => ({
    queue: String(r.name),
    waiting: Number(r.waiting),
    oldestSeconds: Number(r.oldest),
  }));
}

/**
 * Deliveries by channel and status, of the campaigns created in the last day: what a dashboard
 * watches (a rising 'failed' or 'unknown'), without counting the whole history on every scrape.
 */
export async function recentDeliveries(db: Db): Promise<{ channel: string; status: string; n: number }[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select d.channel, d.status, count(*)::int as n
        from message_deliveries d
        join message_campaigns c on c.id = d.campaign_id
       where c.created_at > now() - interval '1 day'
       group by d.channel, d.status`),
  );
  return rows.map((r) => ({ channel: String(r.channel), status: String(r.status), n: Number(r.n) }));
}
