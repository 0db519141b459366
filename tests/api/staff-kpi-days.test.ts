import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffKpiSchema } from "../../server/contracts/dashboard";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { BOOKING_STATUS } from "../../server/contracts/sessions/booking-states";
import { TURNED_UP } from "../../server/db/repo/reports/booking-groups";
import { madeBooking } from "../../server/db/repo/staff-kpi";
import { configItems } from "../../server/db/schema/config";
import { jobGroups } from "../../server/db/schema/jobs";
import { respondentEvents } from "../../server/db/schema/respondents";
import { bookingHistory } from "../../server/db/schema/sessions";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { makeJob, makeSession, NOW, sydney } from "./dashboard-helpers";
import { makeStaff } from "./tracking-helpers";

/**
 * staff_kpi_days (decision 302) is kept by triggers: after every kind of change to booking history,
 * bookings and sessions it must hold what the staff KPI's definitions read from those tables.
 */
const w = suite(async () => {
  const server = await startTestServer({ now: () => NOW });
  return {
    server,
    api: apiClient(server),
    ann: await makeStaff(server, `kann${process.pid}`),
    bob: await makeStaff(server, `kbob${process.pid}`),
    kpi: await staffWithRights(server, [RIGHTS.StaffKPIReport]),
  };
});

type Count = { day: string; by: string; made: number; confirmations: number; attended: number };

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const norm = (rows: Record<string, unknown>[]): Count[] =>
  rows
    .map((r) => ({
      day: String(r.day),
      by: String(r.by),
      made: Number(r.made),
      confirmations: Number(r.confirmations),
      attended: Number(r.attended),
    }))
    .filter((r) => r.made + r.confirmations + r.attended > 0)
    .sort((a, b) => `${a.day}|${a.by}`.localeCompare(`${b.day}|${b.by}`));

/** What the triggers keep. */
async function kept(): Promise<Count[]> {
  return norm(
    rowsOf(
      await w.server.deps.db.execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, by, made, confirmations, attended from staff_kpi_days`,
      ),
    ),
  );
}

/** The same counts read from booking history, bookings and sessions by the metrics' definitions. */
async function fromSources(): Promise<Count[]> {
  const confirmed = sql`(${bookingHistory.toStatus} = 'Confirmed' and ${bookingHistory.fromStatus} is distinct from 'Confirmed')`;
  const turnedUp = sql.join(
    TURNED_UP.map((s) => sql`${s}`),
    sql`, `,
  );
  return norm(
    rowsOf(
      await w.server.deps.db.execute(sql`
        with z as (select zone from staff_kpi_clock where id = 1),
        m as (
          select to_char((${bookingHistory.at} at time zone z.zone)::date, 'YYYY-MM-DD') as day, ${bookingHistory.by} as by,
            count(*) filter (where ${madeBooking}) as made, count(*) filter (where ${confirmed}) as confirmations
          from ${bookingHistory}, z where ${madeBooking} or ${confirmed} group by 1, 2),
        a as (
          select to_char((g.starts_at at time zone z.zone)::date, 'YYYY-MM-DD') as day, ${bookingHistory.by} as by,
            count(distinct x.id) as attended
          from respondent_events x join job_groups g on g.id = x.job_group_id
          join ${bookingHistory} on ${bookingHistory.eventId} = x.id and ${madeBooking}, z
          where x.status in (${turnedUp}) and g.starts_at is not null group by 1, 2)
        select coalesce(m.day, a.day) as day, coalesce(m.by, a.by) as by, coalesce(m.made, 0) as made,
          coalesce(m.confirmations, 0) as confirmations, coalesce(a.attended, 0) as attended
        from m full join a on a.day = m.day and a.by = m.by`),
    ),
  );
}

describe("staff_kpi_days", () => {
  it("turns up in SQL exactly for TURNED_UP", async () => {
    for (const status of Object.values(BOOKING_STATUS)) {
      const [row] = rowsOf(await w.server.deps.db.execute(sql`select staff_kpi_turned_up(${status}) as up`));
      expect(row?.up, status).toBe(TURNED_UP.includes(status));
    }
  });

  it("follows moves, bookings and sessions added, changed and removed, and another agency zone", async () => {
    const db = w.server.deps.db;
    const ann = w.ann.username;
    const bob = w.bob.username;
    const job = await makeJob(w.server);
    const one = await makeSession(w.server, job.id, sydney("2031-06-10", "18:00"), [
      "Attended",
      "Booked",
      "No show",
      "Completed",
    ]);
    const two = await makeSession(w.server, job.id, sydney("2031-06-12", "23:30"), ["Wrong profile"]);
    const [e1, e2, e3, e4] = one.events.map((e) => e.id) as [number, number, number, number];
    const [f1] = two.events.map((e) => e.id) as [number];
    const move = (eventId: number, by: string, fromStatus: string | null, toStatus: string, day: string) => ({
      eventId,
      respondentId: 1,
      action: "Update",
      fromStatus,
      toStatus,
      by,
      at: sydney(day, "23:30"), // late evening: another day in UTC and in Auckland
    });
    // One statement with several moves of the same bookings and people.
    const added = await db
      .insert(bookingHistory)
      .values([
        move(e1, ann, null, "Booked", "2031-06-08"),
        move(e1, ann, "Booked", "Confirmed", "2031-06-09"),
        move(e2, ann, "Standby", "Booked", "2031-06-08"),
        move(e3, bob, null, "Confirmed", "2031-06-09"),
        move(e4, ann, "Qualified", "Booked", "2031-06-09"),
        move(e4, bob, null, "Booked", "2031-06-09"),
        move(f1, bob, null, "Booked", "2031-06-11"),
      ])
      .returning({ id: bookingHistory.id });
    const expectKept = async (what: string) => expect(await kept(), what).toEqual(await fromSources());
    await expectKept("moves added");
    expect((await kept()).find((r) => r.day === "2031-06-10" && r.by === ann)?.attended).toBe(2);

    // Bookings' status: one turns up, one no longer does.
    await db.update(respondentEvents).set({ status: "Attended" }).where(eq(respondentEvents.id, e2));
    await expectKept("a booking turned up");
    await db.update(respondentEvents).set({ status: "Cancelled" }).where(eq(respondentEvents.id, e1));
    await expectKept("a booking cancelled");
    // A booking moved to another session, a session moved to another day.
    await db.update(respondentEvents).set({ jobGroupId: two.session.id }).where(eq(respondentEvents.id, e4));
    await expectKept("a booking moved to another session");
    await db
      .update(jobGroups)
      .set({ startsAt: sydney("2031-06-13", "09:00") })
      .where(eq(jobGroups.id, two.session.id));
    await expectKept("a session moved to another day");
    // Moves changed and removed.
    await db.update(bookingHistory).set({ toStatus: "Standby" }).where(eq(bookingHistory.id, added[4]!.id));
    await expectKept("a move changed");
    await db
      .update(bookingHistory)
      .set({ at: sydney("2031-06-05", "10:00"), by: bob })
      .where(eq(bookingHistory.id, added[1]!.id));
    await expectKept("a move's day and person changed");
    await db.delete(bookingHistory).where(eq(bookingHistory.id, added[2]!.id));
    await expectKept("a move deleted");
    // A booking added with its moves already there, bookings and sessions deleted.
    const [copy] = await db
      .insert(respondentEvents)
      .values({
        respondentId: 1,
        jobId: job.id,
        jobGroupId: one.session.id,
        kind: "Session",
        status: "Booked",
      })
      .returning({ id: respondentEvents.id });
    await db.insert(bookingHistory).values(move(copy!.id, ann, null, "Booked", "2031-06-09"));
    await db.update(respondentEvents).set({ status: "Completed" }).where(eq(respondentEvents.id, copy!.id));
    await expectKept("a new booking turned up");
    const [copyRow] = await db.delete(respondentEvents).where(eq(respondentEvents.id, copy!.id)).returning();
    await expectKept("a booking deleted");
    await db.insert(respondentEvents).values(copyRow!); // the same id: its moves are there already
    await expectKept("a booking added with its moves");
    const [session] = await db.delete(jobGroups).where(eq(jobGroups.id, two.session.id)).returning();
    await expectKept("a session deleted");
    await db.insert(jobGroups).values({ ...session!, startsAt: sydney("2031-06-14", "09:00") });
    await expectKept("a session added with its bookings");
    expect((await kept()).some((r) => r.attended > 0)).toBe(true);

    // Another agency zone: the next read counts the days again in it.
    const daily = async () =>
      (await w.api.get("/api/report/daily-staff-kpi-report", { token: w.kpi, answer: staffKpiSchema })).body
        .value;
    const sydneyDays = await daily();
    await db.update(configItems).set({ value: "Pacific/Auckland" }).where(eq(configItems.key, "timeZone"));
    const aucklandDays = await daily();
    const [clock] = rowsOf(await db.execute(sql`select zone from staff_kpi_clock`));
    expect(clock?.zone).toBe("Pacific/Auckland");
    await expectKept("another zone");
    const madeOn = (v: typeof sydneyDays, day: string) =>
      v.rows.filter((r) => r.username === ann && r.period === day).reduce((n, r) => n + r.bookingsMade, 0);
    // Ann's 23:30 Sydney move of 08/06 is 01:30 on 09/06 in Auckland.
    expect(madeOn(sydneyDays, "2031-06-08")).toBe(1);
    expect(madeOn(aucklandDays, "2031-06-08")).toBe(0);
    expect(madeOn(aucklandDays, "2031-06-09")).toBe(1);
    await db.update(configItems).set({ value: "Australia/Sydney" }).where(eq(configItems.key, "timeZone"));
  });
});
