import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rebuildPointBalances } from "../repo/point-balances";

/**
 * The money and points reports' demo rows (decision 242): every job with sessions gets staff time
 * logged and, when it has none, an invoice near its incentive budget plus a fee, so Job Incentive
 * and Job Profit and Loss show real margins; the point balances are built from the seeded ledger.
 */
export async function seedMoneyReports(db: Db): Promise<void> {
  await db.execute(sql`
    insert into job_time_allocations (job_id, username, position, allocated_minutes, spent_minutes, work_date)
    select j.id, coalesce(j.project_manager, 'admin'), 'Recruiter', 600, 240 + (j.id * 37) % 600, j.start_date
    from jobs j where exists (select 1 from job_groups g where g.job_id = j.id)`);
  await db.execute(sql`
    insert into invoices (job_id, invoice_number, status, amount, issued_date, due_date)
    select j.id, 'INV-J' || lpad(j.id::text, 6, '0'), case when j.id % 3 = 0 then 'Paid' else 'Sent' end,
      round((1500 + (j.id * 53) % 2500 + coalesce((select sum(g.required_places) * 100 from job_groups g
        where g.job_id = j.id), 0))::numeric, 2),
      j.start_date, j.start_date + 30
    from jobs j
    where exists (select 1 from job_groups g where g.job_id = j.id)
      and not exists (select 1 from invoices i where i.job_id = j.id and i.status <> 'Void')`);
  await rebuildPointBalances(db);
}
