import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  BOOKING_KIND,
  OUTCOMES,
  BOOKING_STATUS as S,
  SESSION_POINTS,
} from "../../contracts/sessions/booking-states";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { venues } from "../schema/client-details";
import { jobGroups, jobs } from "../schema/jobs";
import { respondentEvents, respondentPayments, respondentPoints, respondents } from "../schema/respondents";
import { bookingHistory, jobGroupCustomFields, jobGroupTimes } from "../schema/sessions";
import { bookingPaths } from "./booking-paths";

/**
 * Demo sessions (decision 130): on the first jobs, a past, a today and an upcoming session each,
 * two time slots, and bookings across every status; the demo recruiter runs them, the demo
 * respondent has an upcoming booking to confirm and a past completed one (their points and
 * payments stay as the respondents seed made them: other tests count on them).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const JOBS = 8;
/** Statuses of the bookings of a past session, in booking order (the outcomes agencies record). */
const PAST = [S.Completed, S.Completed, S.Attended, ...OUTCOMES.slice(1), S.Cancelled];
const TODAY = [S.Confirmed, S.Confirmed, S.Confirmed, S.Booked, S.Booked, S.Standby, S.Declined];
const UPCOMING = [S.Booked, S.Booked, S.Booked, S.Confirmed, S.Standby, S.Qualified, S.Screened, S.Invited];

export async function seedSessions(db: Db): Promise<void> {
  const jobRows = await db.select({ id: jobs.id }).from(jobs).orderBy(asc(jobs.id)).limit(JOBS);
  if (jobRows.length === 0) return;
  const [recruiter] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.username, "recruiter@demo.test"));
  const venueRows = await db.select({ id: venues.id }).from(venues).orderBy(asc(venues.id)).limit(3);
  if (venueRows[0])
    await db
      .update(venues)
      .set({ stepFreeAccess: true, accessibleToilet: true, parking: true, hearingLoop: true })
      .where(eq(venues.id, venueRows[0].id));
  if (venueRows[1]) await db.update(venues).set({ parking: true }).where(eq(venues.id, venueRows[1].id));
  const panel = (
    await db.select({ id: respondents.id }).from(respondents).orderBy(asc(respondents.id)).limit(200)
  ).map((r) => r.id);
  const demoRespondent = panel[0];
  const others = panel.slice(1);
  // Some impairment-panel members with needs a venue may lack (the attendee row warns).
  await db
    .update(respondents)
    .set({ accessNeeds: ["step-free", "hearing-loop"] })
    .where(
      inArray(
        respondents.id,
        others.filter((_, i) => i % 9 === 4),
      ),
    );
  if (recruiter)
    await db
      .update(jobs)
      .set({ projectManager: recruiter.username })
      .where(
        inArray(
          jobs.id,
          jobRows.slice(0, 3).map((j) => j.id),
        ),
      );

  const today = new Date(Math.floor(Date.now() / DAY) * DAY);
  const plans = jobRows.flatMap((job, j) =>
    [
      { offset: -7 - j, statuses: PAST, status: "Completed" },
      { offset: 0, statuses: TODAY, status: "Confirmed" },
      { offset: 7 + j, statuses: UPCOMING, status: "Recruiting" },
    ].map((p, k) => ({ job, j, k, ...p })),
  );
  const sessions = await db
    .insert(jobGroups)
    .values(
      plans.map((p) => {
        const start = new Date(today.getTime() + p.offset * DAY + (9 + p.j) * HOUR);
        return {
          jobId: p.job.id,
          sessionNumber: 100 + p.k,
          name: ["Focus group", "Lunchtime group", "In-depth interviews"][p.k] ?? "Group",
          status: p.status,
          sessionType: p.k === 2 ? "In-depth Interview" : "Focus Group",
          startsAt: start,
          endsAt: new Date(start.getTime() + 2 * HOUR),
          venueId: venueRows[(p.j + p.k) % Math.max(1, venueRows.length)]?.id ?? null,
          requiredPlaces: 8,
          standbyPlaces: 2,
          recruiters: recruiter ? [recruiter.username] : [],
          notes: "Arrive 15 minutes early; photo ID required.",
        };
      }),
    )
    .returning();
  const slots = await db
    .insert(jobGroupTimes)
    .values(
      sessions.flatMap((s) =>
        [0, 1].map((n) => ({
          jobGroupId: s.id,
          startsAt: new Date((s.startsAt ?? today).getTime() + n * HOUR),
          endsAt: new Date((s.startsAt ?? today).getTime() + (n + 1) * HOUR),
          capacity: 4,
        })),
      ),
    )
    .returning();
  await db.insert(jobGroupCustomFields).values(
    sessions.flatMap((s) => [
      { jobGroupId: s.id, fieldNo: 1, label: "Parking needed" },
      { jobGroupId: s.id, fieldNo: 2, label: "Dietary" },
    ]),
  );

  const bookings: (typeof respondentEvents.$inferInsert)[] = [];
  let cursor = 0;
  for (const [i, s] of sessions.entries()) {
    const plan = plans[i];
    if (!plan) continue;
    const mySlots = slots.filter((t) => t.jobGroupId === s.id);
    for (const [n, status] of plan.statuses.entries()) {
      // Each respondent takes part once per day at most: a rolling cursor over the panel.
      const respondentId = others[cursor++ % others.length];
      if (respondentId === undefined) continue;
      const paid = status === S.Completed && n === 0;
      bookings.push({
        respondentId,
        jobId: s.jobId,
        jobGroupId: s.id,
        jobGroupTimeId: mySlots[n % 2]?.id ?? null,
        kind: BOOKING_KIND,
        status,
        description: s.name,
        incentive: "80.00",
        at: new Date((s.startsAt ?? today).getTime() - 10 * DAY),
        attendanceConfirmedAt:
          status === S.Confirmed ? new Date((s.startsAt ?? today).getTime() - DAY) : null,
        attendanceConfirmedBy: status === S.Confirmed ? "Demo Recruiter" : null,
        paymentStatus: paid ? "Paid" : null,
        interviewTime:
          plan.offset < 0 && n < 3
            ? `${String(9 + plan.j).padStart(2, "0")}:${n * 20 || "00"}`.slice(0, 5)
            : null,
        custom2: n % 3 === 0 ? "Vegetarian" : null,
        updatedBy: "seed",
      });
    }
  }
  if (demoRespondent !== undefined) {
    const upcoming = sessions[2];
    const past = sessions[3];
    if (upcoming)
      bookings.push({
        respondentId: demoRespondent,
        jobId: upcoming.jobId,
        jobGroupId: upcoming.id,
        jobGroupTimeId: slots.find((t) => t.jobGroupId === upcoming.id)?.id ?? null,
        kind: BOOKING_KIND,
        status: S.Booked,
        description: upcoming.name,
        incentive: "100.00",
      });
    if (past)
      bookings.push({
        respondentId: demoRespondent,
        jobId: past.jobId,
        jobGroupId: past.id,
        kind: BOOKING_KIND,
        status: S.Completed,
        description: past.name,
        incentive: "80.00",
      });
  }
  const created = [];
  for (let i = 0; i < bookings.length; i += 500)
    created.push(
      ...(await db
        .insert(respondentEvents)
        .values(bookings.slice(i, i + 500))
        .returning()),
    );
  const paidRows = created.filter((b) => b.paymentStatus === "Paid");
  if (paidRows.length > 0) {
    await db.insert(respondentPayments).values(
      paidRows.map((b) => ({
        respondentId: b.respondentId,
        eventId: b.id,
        amount: b.incentive ?? "0",
        method: "EFT",
        reference: `S${b.jobGroupId}-E${b.id}`,
        status: "Paid",
      })),
    );
    await db.insert(respondentPoints).values(
      paidRows.map((b) => ({
        respondentId: b.respondentId,
        kind: "earned" as const,
        points: SESSION_POINTS,
        reason: `Session attended (S${b.jobGroupId}-E${b.id})`,
        eventId: b.id,
      })),
    );
  }
  const staff = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .orderBy(asc(staffUsers.id))
    .limit(3);
  const startsAt = new Map(sessions.map((s) => [s.id, (s.startsAt ?? today).getTime()]));
  await db.insert(bookingHistory).values(
    bookingPaths(
      created,
      startsAt,
      staff.map((u) => u.username),
      Date.now(),
    ),
  );
  const noShows = created.filter((b) => b.status === S.NoShow).map((b) => b.respondentId);
  if (noShows.length > 0)
    await db
      .update(respondents)
      .set({ noShowCount: sql`${respondents.noShowCount} + 1` })
      .where(inArray(respondents.id, noShows));
}
