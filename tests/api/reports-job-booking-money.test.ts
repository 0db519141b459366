import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, PAYABLE } from "../../server/contracts/sessions/booking-states";
import { rowsOf } from "../../server/db/repo/panel-search/fields";
import { respondentEvents, respondentPayments } from "../../server/db/schema/respondents";
import { suite } from "../helpers/suite";
import { reportsWorld } from "./reports-helpers";

/**
 * job_booking_money (decision 246): kept by triggers on bookings and payments, whoever writes
 * them, equal after every write to the figures read from the bookings themselves.
 */
const w = suite(reportsWorld);

/** The table's rows of one job, and the same figures worked out from its bookings. */
async function keptAndRead(jobId: number) {
  const kept = rowsOf(
    await w.db.execute(sql`select job_group_id, paid::float8 as paid, unpaid_incentive::float8 as unpaid_incentive,
        unpaid_plain from job_booking_money
      where job_id = ${jobId} and (paid <> 0 or unpaid_incentive <> 0 or unpaid_plain <> 0) order by 1`),
  );
  const read = rowsOf(
    await w.db.execute(sql`select coalesce(x.job_group_id, 0) as job_group_id, coalesce(sum(pp.paid), 0)::float8 as paid,
        coalesce(sum(x.incentive) filter (where pp.paid is null and x.status in (${sql.join(
          PAYABLE.map((s) => sql`${s}`),
          sql`, `,
        )})), 0)::float8 as unpaid_incentive,
        (count(*) filter (where pp.paid is null and x.incentive is null and x.status in (${sql.join(
          PAYABLE.map((s) => sql`${s}`),
          sql`, `,
        )})))::int as unpaid_plain
      from respondent_events x left join lateral (select sum(p.amount) as paid from respondent_payments p
        where p.event_id = x.id and p.status = 'Paid' having count(*) > 0) pp on true
      where x.job_id = ${jobId} and x.kind = 'Session' group by 1
      having coalesce(sum(pp.paid), 0) <> 0 or count(*) filter (where pp.paid is null and x.status in (${sql.join(
        PAYABLE.map((s) => sql`${s}`),
        sql`, `,
      )})) > 0
      order by 1`),
  );
  return { kept, read };
}

describe("a job's booking money", () => {
  it("counts a turned-up booking without a payment as owed for exactly the PAYABLE statuses", async () => {
    const job = await w.job({});
    const session = await w.session(job.id, new Date());
    await w.bookings(job.id, session.id, [...BOOKING_STATUSES]);
    const [row] = rowsOf(
      await w.db.execute(
        sql`select unpaid_plain from job_booking_money where job_id = ${job.id} and job_group_id = ${session.id}`,
      ),
    );
    expect(Number(row?.unpaid_plain)).toBe(PAYABLE.length);
  });

  it("follows bookings and payments added, changed and removed", async () => {
    const job = await w.job({});
    const s1 = await w.session(job.id, new Date());
    const s2 = await w.session(job.id, new Date());
    const member = await w.member("Kept");
    const a = await w.booking(job.id, s1.id, member, "Attended", "45.50");
    const b = await w.booking(job.id, s1.id, member, "Completed");
    const c = await w.booking(job.id, s2.id, member, "Booked");
    const check = async () => {
      const { kept, read } = await keptAndRead(job.id);
      expect(kept).toEqual(read);
    };
    await check();
    await w.payment(a, member, "45.50");
    await w.payment(b, member, "20.00", "Payment cancelled");
    await check();
    await w.db.update(respondentPayments).set({ status: "Paid" }).where(eq(respondentPayments.eventId, b));
    await check();
    await w.db
      .update(respondentEvents)
      .set({ status: "Attended", incentive: "12.00" })
      .where(eq(respondentEvents.id, c));
    await check();
    await w.db.update(respondentEvents).set({ jobGroupId: s1.id }).where(eq(respondentEvents.id, c));
    await check();
    await w.db.update(respondentPayments).set({ eventId: c }).where(eq(respondentPayments.eventId, a));
    await check();
    await w.db.delete(respondentPayments).where(eq(respondentPayments.eventId, b));
    await check();
    await w.db.delete(respondentEvents).where(eq(respondentEvents.id, c));
    await check();
    const { kept } = await keptAndRead(job.id);
    expect(kept).toEqual([{ job_group_id: s1.id, paid: 0, unpaid_incentive: 45.5, unpaid_plain: 1 }]);
  });
});
