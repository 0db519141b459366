import { asc, sql } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { invoices } from "../schema/job-details";
import { jobs } from "../schema/jobs";
import { timeEntries } from "../schema/tracking";

/**
 * The dashboard's figures on first start (decision 233): the seeded bookings of recent sessions
 * get a history made by the demo staff (booked two to three weeks before the session, confirmed
 * the day before, the outcome recorded after it), the staff track time on the last thirteen
 * days, and invoices are issued over the last twelve months. A few set statements, relative to
 * the day the database is seeded.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Statuses a booking reaches only after being booked. */
const AFTER_BOOKED = [
  "Confirmed",
  "Attended",
  "Completed",
  "No show",
  "Showed but not used",
  "Wrong profile",
  "Late and not used",
  "Client cancelled",
  "Replaced",
  "Cancelled",
];
const CONFIRMED_FIRST = AFTER_BOOKED.slice(0, 7);
const list = (items: readonly string[]) => sql.raw(items.map((s) => `'${s.replace(/'/g, "''")}'`).join(","));

export async function seedDashboard(db: Db): Promise<void> {
  const staff = await db
    .select({ id: staffUsers.id, first: staffUsers.firstName, last: staffUsers.lastName })
    .from(staffUsers)
    .orderBy(asc(staffUsers.id))
    .limit(5);
  if (staff.length === 0) return;
  // Booking history names people as they sign in: their full name.
  const names = sql.raw(
    `(array[${staff.map((s) => `'${`${s.first} ${s.last}`.replace(/'/g, "''")}'`).join(",")}]::text[])`,
  );
  const n = staff.length;
  // The seeded creations of bookings of sessions of the last 100 days and after: made by the staff
  // 14–20 days before the session (never after now), into Booked when the booking went further.
  await db.execute(sql`
    update booking_history h set
      by = ${names}[(h.event_id % ${n}) + 1],
      at = least(g.starts_at - ((14 + h.event_id % 7) * interval '1 day'), now() - interval '2 hours'),
      to_status = case when e.status in (${list(AFTER_BOOKED)}) then 'Booked' else h.to_status end
    from respondent_events e join job_groups g on g.id = e.job_group_id
    where h.event_id = e.id and h.by = 'seed' and h.action = 'Create'
      and g.starts_at > now() - interval '100 days'`);
  // Confirmed the day before (never after now) by whoever booked them.
  await db.execute(sql`
    insert into booking_history (event_id, respondent_id, job_group_id, action, from_status, to_status, by, at)
    select e.id, e.respondent_id, e.job_group_id, 'ConfirmAttendance', 'Booked', 'Confirmed', h.by,
      least(g.starts_at - interval '1 day', now() - interval '1 hour')
    from respondent_events e
      join job_groups g on g.id = e.job_group_id
      join booking_history h on h.event_id = e.id and h.action = 'Create' and h.to_status = 'Booked'
    where e.status in (${list(CONFIRMED_FIRST)}) and g.starts_at > now() - interval '100 days'`);
  // The outcome, recorded two hours after the session started.
  await db.execute(sql`
    insert into booking_history (event_id, respondent_id, job_group_id, action, from_status, to_status, by, at)
    select e.id, e.respondent_id, e.job_group_id, 'RecordOutcome',
      case when e.status in (${list(CONFIRMED_FIRST)}) then 'Confirmed' else 'Booked' end, e.status, h.by,
      least(g.starts_at + interval '2 hours', now() - interval '30 minutes')
    from respondent_events e
      join job_groups g on g.id = e.job_group_id
      join booking_history h on h.event_id = e.id and h.action = 'Create' and h.to_status = 'Booked'
    where e.status in (${list(AFTER_BOOKED.slice(1))}) and g.starts_at > now() - interval '100 days'`);

  const jobRows = await db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)).limit(12);
  if (jobRows.length === 0) return;
  const today = Math.floor(Date.now() / DAY) * DAY;
  // Time on the job tracker: each of the last 13 days but today, two entries a person.
  const entries: (typeof timeEntries.$inferInsert)[] = [];
  for (let d = 1; d <= 13; d += 1) {
    for (const [i, s] of staff.entries()) {
      if ((d + i) % 7 === 0) continue; // a day off now and then
      const job = jobRows[(d + i) % jobRows.length]?.id ?? jobRows[0]!.id;
      const start = today - d * DAY + i * HOUR; // 10–11 am in Sydney, the UTC day's agency day
      entries.push({
        staffUserId: s.id,
        jobId: job,
        startedAt: new Date(start),
        stoppedAt: new Date(start + (60 + 15 * ((d * 7 + i) % 9)) * 60_000),
      });
      entries.push({
        staffUserId: s.id,
        jobId: job,
        startedAt: new Date(start + 4 * HOUR),
        stoppedAt: new Date(start + 4 * HOUR + (45 + 10 * ((d + i) % 6)) * 60_000),
      });
    }
  }
  await db.insert(timeEntries).values(entries);
  // Invoices issued over the last twelve months (two a month), sent or paid.
  const rows: (typeof invoices.$inferInsert)[] = [];
  for (let m = 0; m < 12; m += 1) {
    for (const k of [0, 1]) {
      const issued = new Date(today - (m * 30 + 3 + k * 11) * DAY).toISOString().slice(0, 10);
      const i = m * 2 + k;
      rows.push({
        jobId: jobRows[i % jobRows.length]!.id,
        invoiceNumber: `INV-${String(101 + i).padStart(6, "0")}`,
        status: m === 0 ? "Sent" : "Paid",
        amount: 1500 + ((i * 1373) % 4200),
        issuedDate: issued,
        dueDate: new Date(Date.parse(issued) + 30 * DAY).toISOString().slice(0, 10),
      });
    }
  }
  await db.insert(invoices).values(rows);
}
