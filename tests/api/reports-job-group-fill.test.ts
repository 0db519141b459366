import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../../server/contracts/sessions/booking-states";
import { rowsOf } from "../../server/db/repo/panel-search/fields";
import { HELD_PLACE } from "../../server/db/repo/reports/booking-groups";
import { jobGroups } from "../../server/db/schema/jobs";
import { respondentEvents } from "../../server/db/schema/respondents";
import { bookingHistory } from "../../server/db/schema/sessions";
import { suite } from "../helpers/suite";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * job_group_fill (decision 300): the Job KPI Report's replay of each session's booking history,
 * kept by triggers whoever writes the moves, bookings or sessions, equal after every write to the
 * test's own replay of the history.
 */
const w = suite(reportsWorld);
const DAY = 86_400_000;
/** The statuses that hold a place, written out (the report's definition, decision 231). */
const HELD = [
  "Booked",
  "Confirmed",
  "No show",
  "Attended",
  "Completed",
  "Showed but not used",
  "Late and not used",
  "Wrong profile",
];

/** The test's replay of a session: its bookings' moves in (at, id) order, a place +1 in, −1 out. */
async function replayed(sessionId: number) {
  const moves = rowsOf(
    await w.db.execute(sql`select h.id, h.at, h.from_status, h.to_status from booking_history h
      join respondent_events x on x.id = h.event_id where x.job_group_id = ${sessionId} and x.kind = 'Session'`),
  )
    .map((m) => ({
      id: Number(m.id),
      at: new Date(String(m.at)).getTime(),
      d: (HELD.includes(String(m.to_status)) ? 1 : 0) - (HELD.includes(String(m.from_status)) ? 1 : 0),
    }))
    .sort((a, b) => a.at - b.at || a.id - b.id);
  const fill: number[] = [];
  let taken = 0;
  for (const m of moves) {
    taken += m.d;
    if (taken > fill.length) fill.push(m.at);
  }
  return { first: moves[0]?.at ?? null, fill };
}

/** The kept row of a session (null when it has none). */
async function kept(sessionId: number) {
  const [row] = rowsOf(
    await w.db.execute(sql`select first_move_at, (select coalesce(jsonb_agg(extract(epoch from u.t) * 1000
        order by u.o), '[]') from unnest(fill_at) with ordinality u(t, o)) as fill
      from job_group_fill where job_group_id = ${sessionId}`),
  );
  if (!row) return null;
  return {
    first: row.first_move_at === null ? null : new Date(String(row.first_move_at)).getTime(),
    fill: (row.fill as unknown[]).map(Number),
  };
}

describe("a session's fill replay", () => {
  it("counts a place held for exactly the HELD_PLACE statuses", async () => {
    const r = rowsOf(
      await w.db.execute(sql`select s, booking_holds_place(s) as held
        from unnest(${`{${BOOKING_STATUSES.map((s) => `"${s}"`).join(",")}}`}::text[]) s`),
    );
    expect(Object.fromEntries(r.map((x) => [String(x.s), Boolean(x.held)]))).toEqual(
      Object.fromEntries(BOOKING_STATUSES.map((s) => [s, HELD_PLACE.includes(s)])),
    );
    expect([...HELD].sort()).toEqual([...HELD_PLACE].sort());
  });

  it("follows moves, bookings and sessions added, changed and removed", async () => {
    const job = await w.job({});
    const s1 = await w.session(job.id, new Date());
    const s2 = await w.session(job.id, new Date(), { sessionNumber: 2 });
    const made = await w.bookings(job.id, s1.id, ["Booked", "Booked", "Cancelled", "Attended"]);
    const [a, b, c, d] = made;
    if (!a || !b || !c || !d) throw new Error("no bookings");
    const t0 = Date.parse("2026-01-05T00:00:00Z");
    const move = (
      e: { id: number; respondentId: number },
      hour: number,
      from: string | null,
      to: string,
    ) => ({
      eventId: e.id,
      respondentId: e.respondentId,
      jobGroupId: s1.id,
      action: "Update",
      fromStatus: from,
      toStatus: to,
      by: "test",
      at: new Date(t0 + hour * 3_600_000),
    });
    const check = async (...ids: number[]) => {
      // A session no move reached yet may have no row: the report reads it as no moves.
      for (const id of ids) expect((await kept(id)) ?? { first: null, fill: [] }).toEqual(await replayed(id));
    };
    await w.history([move(a, 1, null, "Booked"), move(b, 2, null, "Booked"), move(c, 3, null, "Booked")]);
    await check(s1.id, s2.id);
    expect((await kept(s1.id))?.fill).toHaveLength(3);
    // A move written late, earlier than the others; a place given up, then taken again.
    await w.history([move(d, 0, null, "Attended"), move(c, 4, "Booked", "Cancelled")]);
    await w.history([move(c, 5, "Cancelled", "Booked"), move(c, 6, "Booked", "Cancelled")]);
    await check(s1.id);
    expect((await kept(s1.id))?.fill).toHaveLength(4);
    await w.db
      .update(bookingHistory)
      .set({ at: new Date(t0 + 10 * 3_600_000) })
      .where(sql`${bookingHistory.eventId} = ${d.id}`);
    await check(s1.id);
    await w.db
      .update(bookingHistory)
      .set({ toStatus: "Qualified" })
      .where(sql`${bookingHistory.eventId} = ${a.id}`);
    await check(s1.id);
    // Bookings moved to another session, out of "Session", back, deleted.
    await w.db.update(respondentEvents).set({ jobGroupId: s2.id }).where(eq(respondentEvents.id, b.id));
    await check(s1.id, s2.id);
    expect((await kept(s2.id))?.fill).toHaveLength(1);
    await w.db.update(respondentEvents).set({ kind: "SurveyClick" }).where(eq(respondentEvents.id, d.id));
    await check(s1.id);
    await w.db.update(respondentEvents).set({ kind: "Session" }).where(eq(respondentEvents.id, d.id));
    await check(s1.id);
    await w.db.delete(bookingHistory).where(eq(bookingHistory.eventId, c.id));
    await check(s1.id);
    await w.db.delete(respondentEvents).where(eq(respondentEvents.id, d.id));
    await check(s1.id);
    // Moves written before their booking (an import): the booking brings them in.
    const [late] = await w.db
      .select({ id: sql<number>`max(${respondentEvents.id}) + 1000` })
      .from(respondentEvents);
    const early = { id: Number(late?.id), respondentId: a.respondentId };
    await w.history([move(early, 7, null, "Confirmed")]);
    await w.db.insert(respondentEvents).values({
      id: early.id,
      respondentId: early.respondentId,
      jobId: job.id,
      jobGroupId: s2.id,
      kind: "Session",
      status: "Confirmed",
    });
    await check(s1.id, s2.id);
    expect((await kept(s2.id))?.fill).toHaveLength(2);
    // A deleted session leaves no row.
    await w.db.delete(respondentEvents).where(eq(respondentEvents.jobGroupId, s2.id));
    await w.db.delete(jobGroups).where(eq(jobGroups.id, s2.id));
    expect(await kept(s2.id)).toBeNull();
  });

  it("gives the Job KPI Report the moment the session's places, as they are now, were first all held", async () => {
    const pm = `pm-fill-${Date.now()}`;
    const job = await w.job({ projectManager: pm });
    const session = await w.session(job.id, new Date(Date.now() - DAY), { requiredPlaces: 2 });
    const made = await w.bookings(job.id, session.id, ["Booked", "Cancelled", "Booked"]);
    const day = (n: number) => new Date(Date.parse("2026-03-02T02:00:00Z") + n * DAY);
    await w.history(
      made.flatMap((e, i) => [
        {
          eventId: e.id,
          respondentId: e.respondentId,
          action: "Create",
          toStatus: "Booked",
          by: "t",
          at: day(i),
        },
        ...(i === 1
          ? [
              {
                eventId: e.id,
                respondentId: e.respondentId,
                action: "Update",
                fromStatus: "Booked",
                toStatus: "Cancelled",
                by: "t",
                at: day(5),
              },
            ]
          : []),
      ]),
    );
    const reader = await w.staff(["JKRPT"]);
    const filledOn = async () => {
      const answer = reportValue(
        await w.api.postJson("/api/report/job-Kpi-report", { projectManager: pm }, { token: reader }),
      );
      return answer.rows.find((r) => r.jobId === job.id)?.filledOn ?? null;
    };
    // Places held: 1 (day 0), 2 (day 1), 3 (day 2), 2 (day 5).
    expect(await filledOn()).toBe("2026-03-03");
    await w.db.update(jobGroups).set({ requiredPlaces: 3 }).where(eq(jobGroups.id, session.id));
    expect(await filledOn()).toBe("2026-03-04");
    await w.db.update(jobGroups).set({ requiredPlaces: 4 }).where(eq(jobGroups.id, session.id));
    expect(await filledOn()).toBeNull();
  });
});
