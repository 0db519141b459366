import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/repo/panel-search/fields";
import { staffUsers } from "../../server/db/schema/accounts";
import { invoices, jobIncentives, jobTimeAllocations } from "../../server/db/schema/job-details";
import { jobGroups } from "../../server/db/schema/jobs";
import { respondentEvents, respondentPayments } from "../../server/db/schema/respondents";
import { jobGroupIncentives } from "../../server/db/schema/sessions";
import { suite } from "../helpers/suite";
import { reportsWorld } from "./reports-helpers";

/**
 * job_money_sums (decision 301): kept by triggers on sessions, incentives, bookings and payments
 * (through job_booking_money), invoices, time allocations and staff cost rates, equal after every
 * write to the figures read from those tables (decision 242's definitions).
 */
const w = suite(reportsWorld);

/** The table's row of a job, and the same figures worked out from the source tables. */
async function keptAndRead(jobId: number) {
  const [kept] = rowsOf(
    await w.db.execute(sql`select budgeted::float8 as budgeted, paid::float8 as paid, owed::float8 as owed,
        invoiced::float8 as invoiced, minutes::int as minutes, round(rated_cost, 6)::float8 as rated_cost,
        unrated_minutes::int as unrated_minutes
      from job_money_sums where job_id = ${jobId}`),
  );
  const [read] = rowsOf(
    await w.db.execute(sql`with heads as (select g.id, g.required_places,
          coalesce((select gi.amount from job_group_incentives gi where gi.job_group_id = g.id order by gi.id limit 1),
            (select ji.amount from job_incentives ji where ji.job_id = g.job_id order by ji.id limit 1), 0) as per_head
        from job_groups g where g.job_id = ${jobId}),
      booked as (select x.id, x.job_group_id, x.incentive, x.status,
          (select sum(p.amount) from respondent_payments p where p.event_id = x.id and p.status = 'Paid') as paid
        from respondent_events x where x.job_id = ${jobId} and x.kind = 'Session')
      select
        coalesce((select sum(required_places * per_head) from heads), 0)::float8 as budgeted,
        coalesce((select sum(paid) from booked), 0)::float8 as paid,
        coalesce((select sum(coalesce(b.incentive, h.per_head)) from booked b join heads h on h.id = b.job_group_id
          where b.paid is null and b.status in ('Attended', 'Completed', 'Showed but not used', 'Late and not used')), 0)::float8 as owed,
        coalesce((select sum(amount) from invoices where job_id = ${jobId} and status not in ('Draft', 'Void')), 0)::float8 as invoiced,
        coalesce((select sum(spent_minutes) from job_time_allocations where job_id = ${jobId}), 0)::int as minutes,
        round(coalesce((select sum(a.spent_minutes * u.cost_rate / 60) from job_time_allocations a
          join staff_users u on lower(u.username) = lower(a.username) where a.job_id = ${jobId}), 0), 6)::float8 as rated_cost,
        coalesce((select sum(a.spent_minutes) from job_time_allocations a
          where a.job_id = ${jobId} and not exists (select 1 from staff_users u
            where lower(u.username) = lower(a.username) and u.cost_rate is not null)), 0)::int as unrated_minutes`),
  );
  return { kept, read };
}

describe("a job's money sums", () => {
  it("follow sessions, incentives, bookings, payments, invoices, time and cost rates", async () => {
    const job = await w.job({});
    const check = async () => {
      const { kept, read } = await keptAndRead(job.id);
      expect(kept).toEqual(read);
    };
    const s1 = await w.session(job.id, new Date());
    const s2 = await w.session(job.id, new Date());
    await w.db.update(jobGroups).set({ requiredPlaces: 8 }).where(eq(jobGroups.id, s1.id));
    await check();
    await w.incentive({ jobId: job.id }, 50);
    await check();
    await w.incentive({ sessionId: s2.id }, 80);
    await check();
    await w.db.update(jobGroupIncentives).set({ amount: 90 }).where(eq(jobGroupIncentives.jobGroupId, s2.id));
    await w.db.update(jobIncentives).set({ amount: 55 }).where(eq(jobIncentives.jobId, job.id));
    await check();
    const member = await w.member("Summoney");
    const a = await w.booking(job.id, s1.id, member, "Attended");
    const b = await w.booking(job.id, s2.id, member, "Completed", "30.00");
    await check();
    await w.payment(a, member, "55.00");
    await check();
    await w.db.update(respondentPayments).set({ amount: "60.00" }).where(eq(respondentPayments.eventId, a));
    await w.db.update(respondentEvents).set({ status: "No show" }).where(eq(respondentEvents.id, b));
    await check();
    await w.invoice(job.id, 1000, null, "Sent");
    await w.invoice(job.id, 400, null, "Draft");
    await check();
    await w.db.update(invoices).set({ status: "Paid" }).where(eq(invoices.jobId, job.id));
    await check();
    const worker = await w.worker("Costa");
    await w.db
      .insert(jobTimeAllocations)
      .values({ jobId: job.id, username: worker.username, spentMinutes: 90 });
    await w.timeSpent(job.id, 30);
    await check();
    await w.db.update(staffUsers).set({ costRate: 45 }).where(eq(staffUsers.id, worker.id));
    await check();
    expect((await keptAndRead(job.id)).kept).toMatchObject({ rated_cost: 67.5, minutes: 120 });
    await w.db
      .update(jobTimeAllocations)
      .set({ spentMinutes: 120 })
      .where(eq(jobTimeAllocations.jobId, job.id));
    await check();
    await w.db.update(staffUsers).set({ costRate: null }).where(eq(staffUsers.id, worker.id));
    await check();
    await w.db.update(staffUsers).set({ costRate: 30 }).where(eq(staffUsers.id, worker.id));
    await w.db.delete(staffUsers).where(eq(staffUsers.id, worker.id));
    await check();
    // Removed: an incentive, a session, an invoice, the time.
    await w.db.delete(jobGroupIncentives).where(eq(jobGroupIncentives.jobGroupId, s2.id));
    await check();
    await w.db.delete(respondentEvents).where(eq(respondentEvents.id, b));
    await w.db.delete(jobGroups).where(eq(jobGroups.id, s2.id));
    await check();
    await w.db.delete(invoices).where(eq(invoices.jobId, job.id));
    await w.db.delete(jobTimeAllocations).where(eq(jobTimeAllocations.jobId, job.id));
    await check();
    const { kept } = await keptAndRead(job.id);
    expect(kept).toEqual({
      budgeted: 8 * 55,
      paid: 60,
      owed: 0,
      invoiced: 0,
      minutes: 0,
      rated_cost: 0,
      unrated_minutes: 0,
    });
  });
});
