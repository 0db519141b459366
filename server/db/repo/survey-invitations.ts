import { and, asc, desc, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { venues } from "../schema/client-details";
import { jobDurations, jobIncentives } from "../schema/job-details";
import { jobGroups } from "../schema/jobs";
import { respondentEvents } from "../schema/respondents";

/** Events that invite a respondent to a job's survey: an opportunity or a session booking. */
const INVITING_KINDS = ["Opportunity", "Session", "Screener"];

/** The respondent's latest event matching `where` (invitations, bookings and screener events). */
async function latestEventOf(db: Db, respondentId: number, where: SQL | undefined) {
  const [row] = await db
    .select()
    .from(respondentEvents)
    .where(and(eq(respondentEvents.respondentId, respondentId), where))
    .orderBy(desc(respondentEvents.id))
    .limit(1);
  return row;
}

/** The respondent's latest open invitation to the job (declined and cancelled ones do not count). */
export const invitationOf = (db: Db, respondentId: number, jobId: number) =>
  latestEventOf(
    db,
    respondentId,
    and(
      eq(respondentEvents.jobId, jobId),
      inArray(respondentEvents.kind, INVITING_KINDS),
      notInArray(respondentEvents.status, ["Declined", "Cancelled"]),
    ),
  );

/** The respondent's booking (kind Session) in a session, if any. */
export const bookingInSession = (db: Db, respondentId: number, jobGroupId: number) =>
  latestEventOf(
    db,
    respondentId,
    and(eq(respondentEvents.jobGroupId, jobGroupId), eq(respondentEvents.kind, "Session")),
  );

/** The job's screener event of a respondent (job-level screeners write kind Screener). */
export const screenerEventOf = (db: Db, respondentId: number, jobId: number) =>
  latestEventOf(
    db,
    respondentId,
    and(eq(respondentEvents.jobId, jobId), eq(respondentEvents.kind, "Screener")),
  );

export async function insertScreenerEvent(
  db: Db,
  values: { respondentId: number; jobId: number; status: string; comment: string | null; at: Date },
) {
  const [row] = await db
    .insert(respondentEvents)
    .values({
      ...values,
      kind: "Screener",
      description: "Screener",
      updatedAt: values.at,
      updatedBy: "Screener",
    })
    .returning();
  return row;
}

export async function setScreenerEvent(
  db: Db,
  id: number,
  values: { status: string; comment: string | null; at: Date },
) {
  await db
    .update(respondentEvents)
    .set({ status: values.status, comment: values.comment, at: values.at, updatedAt: values.at })
    .where(eq(respondentEvents.id, id));
}

export async function sessionOf(db: Db, jobGroupId: number) {
  const [row] = await db.select().from(jobGroups).where(eq(jobGroups.id, jobGroupId)).limit(1);
  return row;
}

/** The job's first incentive and interview length, and the session's time and venue (landing page). */
export async function landingFacts(db: Db, jobId: number, jobGroupId: number) {
  const [incentive] = await db
    .select({ amount: jobIncentives.amount })
    .from(jobIncentives)
    .where(eq(jobIncentives.jobId, jobId))
    .orderBy(asc(jobIncentives.id))
    .limit(1);
  const [duration] = await db
    .select({ minutes: jobDurations.minutes })
    .from(jobDurations)
    .where(eq(jobDurations.jobId, jobId))
    .orderBy(asc(jobDurations.id))
    .limit(1);
  const [session] = jobGroupId
    ? await db
        .select({
          startsAt: jobGroups.startsAt,
          venue: venues.name,
          suburb: venues.suburb,
          address: venues.address,
        })
        .from(jobGroups)
        .leftJoin(venues, eq(venues.id, jobGroups.venueId))
        .where(eq(jobGroups.id, jobGroupId))
        .limit(1)
    : [];
  return { incentive: incentive?.amount ?? null, minutes: duration?.minutes ?? null, session };
}
