import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobGroups, jobs } from "../schema/jobs";
import { respondentProfileChanges } from "../schema/respondent-links";
import { respondentEvents } from "../schema/respondents";
import { bookingHistory } from "../schema/sessions";
import { syncRespondentAccount, updateRespondent } from "./respondents";

export type EventRow = typeof respondentEvents.$inferSelect;
export type ProfileChangeRow = typeof respondentProfileChanges.$inferSelect;
type Contact = { email: string | null; mobile: string | null; postcode: string | null };

export async function jobExists(db: Db, jobId: number): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return rows.length > 0;
}

/** An event with the start of its session (null when it has none or the session has no time). */
export async function findEventWithSession(db: Db, id: number) {
  const rows = await db
    .select({ event: respondentEvents, startsAt: jobGroups.startsAt })
    .from(respondentEvents)
    .leftJoin(jobGroups, eq(jobGroups.id, respondentEvents.jobGroupId))
    .where(eq(respondentEvents.id, id))
    .limit(1);
  return rows[0];
}

/** Stamps the confirmation once: a second call leaves the first who/when and answers the row. */
export async function confirmEventAttendance(db: Db, id: number, by: string, at: Date): Promise<EventRow> {
  const [stamped] = await db
    .update(respondentEvents)
    .set({ attendanceConfirmedAt: at, attendanceConfirmedBy: by })
    .where(and(eq(respondentEvents.id, id), isNull(respondentEvents.attendanceConfirmedAt)))
    .returning();
  if (stamped) return stamped;
  const [row] = await db.select().from(respondentEvents).where(eq(respondentEvents.id, id));
  if (!row) throw new Error(`event ${id} vanished while confirming attendance`);
  return row;
}

/** A booking the respondent confirmed moves Booked/Standby → Confirmed, with its history row. */
export async function markBookingConfirmed(db: Db, event: EventRow, by: string, at: Date) {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(respondentEvents)
      .set({
        status: "Confirmed",
        version: sql`${respondentEvents.version} + 1`,
        updatedAt: at,
        updatedBy: by,
      })
      .where(and(eq(respondentEvents.id, event.id), inArray(respondentEvents.status, ["Booked", "Standby"])))
      .returning({ id: respondentEvents.id });
    if (moved.length === 0) return;
    await tx.insert(bookingHistory).values({
      eventId: event.id,
      respondentId: event.respondentId,
      jobGroupId: event.jobGroupId,
      action: "RespConfirmAttendance",
      fromStatus: event.status,
      toStatus: "Confirmed",
      fromPayment: event.paymentStatus,
      toPayment: event.paymentStatus,
      reason: "Confirmed by the respondent",
      by,
      at,
    });
  });
}

/**
 * One SurveyClick event per respondent and job (a partial unique index): the first click inserts,
 * later ones (even concurrent) find the existing row.
 */
export async function recordSurveyClick(db: Db, input: { respondentId: number; jobId: number; at: Date }) {
  const [created] = await db
    .insert(respondentEvents)
    .values({ ...input, kind: "SurveyClick", status: "Clicked", description: "Third-party survey opened" })
    .onConflictDoNothing()
    .returning({ id: respondentEvents.id });
  if (created) return { eventId: created.id, firstClick: true };
  const [row] = await db
    .select({ id: respondentEvents.id })
    .from(respondentEvents)
    .where(
      and(
        eq(respondentEvents.respondentId, input.respondentId),
        eq(respondentEvents.jobId, input.jobId),
        eq(respondentEvents.kind, "SurveyClick"),
      ),
    );
  if (!row) throw new Error("survey click neither inserted nor found");
  return { eventId: row.id, firstClick: false };
}

/**
 * Declines the respondent's invitation to a job: every open Opportunity of that job is closed
 * with status Declined and the comment. With none open, an earlier decline is answered as is;
 * with no invitation row at all (a link sent outside the portal) a closed Declined row records it.
 */
export async function declineInvitation(
  db: Db,
  input: { respondentId: number; jobId: number; comment: string; at: Date },
): Promise<number[]> {
  const mine = and(
    eq(respondentEvents.respondentId, input.respondentId),
    eq(respondentEvents.jobId, input.jobId),
    eq(respondentEvents.kind, "Opportunity"),
  );
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(respondentEvents)
      .set({ closed: true, status: "Declined", comment: input.comment })
      .where(and(mine, eq(respondentEvents.closed, false)))
      .returning({ id: respondentEvents.id });
    if (closed.length > 0) return closed.map((r) => r.id);
    const earlier = await tx
      .select({ id: respondentEvents.id })
      .from(respondentEvents)
      .where(and(mine, eq(respondentEvents.status, "Declined")))
      .orderBy(desc(respondentEvents.id))
      .limit(1);
    if (earlier[0]) return [earlier[0].id];
    const [row] = await tx
      .insert(respondentEvents)
      .values({
        respondentId: input.respondentId,
        jobId: input.jobId,
        kind: "Opportunity",
        status: "Declined",
        closed: true,
        comment: input.comment,
        description: "Survey invitation declined",
        at: input.at,
      })
      .returning({ id: respondentEvents.id });
    return row ? [row.id] : [];
  });
}

// ---------------------------------------------------------------- profile changes (decision 092)

/** Saves the new contact details and the record of the change in one transaction. */
export async function applyProfileChange(
  db: Db,
  input: { respondentId: number; jobId: number; before: Contact; after: Contact; expiresAt: Date },
): Promise<ProfileChangeRow> {
  return db.transaction(async (tx) => {
    await updateRespondent(tx, input.respondentId, input.after);
    await syncRespondentAccount(tx, input.respondentId, {
      email: input.after.email,
      mobile: input.after.mobile,
    });
    const [row] = await tx
      .insert(respondentProfileChanges)
      .values({
        respondentId: input.respondentId,
        jobId: input.jobId,
        oldEmail: input.before.email,
        oldMobile: input.before.mobile,
        oldPostcode: input.before.postcode,
        newEmail: input.after.email,
        newMobile: input.after.mobile,
        newPostcode: input.after.postcode,
        expiresAt: input.expiresAt,
      })
      .returning();
    if (!row) throw new Error("insert profile change returned no row");
    return row;
  });
}

export async function setProfileChangeMailedTo(db: Db, id: number, to: string) {
  await db.update(respondentProfileChanges).set({ mailedTo: to }).where(eq(respondentProfileChanges.id, id));
}

export async function findProfileChange(db: Db, id: number): Promise<ProfileChangeRow | undefined> {
  const rows = await db.select().from(respondentProfileChanges).where(eq(respondentProfileChanges.id, id));
  return rows[0];
}

/**
 * Claims the change (unused, unexpired) and writes the restored values in one transaction.
 * False when another request used it first or it expired in between.
 */
export async function revertProfileChange(
  db: Db,
  input: { changeId: number; respondentId: number; restore: Partial<Contact>; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(respondentProfileChanges)
      .set({ revertedAt: input.now })
      .where(
        and(
          eq(respondentProfileChanges.id, input.changeId),
          isNull(respondentProfileChanges.revertedAt),
          gt(respondentProfileChanges.expiresAt, input.now),
        ),
      )
      .returning({ id: respondentProfileChanges.id });
    if (claimed.length === 0) return false;
    await updateRespondent(tx, input.respondentId, input.restore);
    const { email, mobile } = input.restore;
    await syncRespondentAccount(tx, input.respondentId, { email, mobile });
    return true;
  });
}
