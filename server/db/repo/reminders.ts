import { and, eq, gt, inArray, isNotNull, lte, ne, notExists, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobGroups, jobs } from "../schema/jobs";
import { reminderLog } from "../schema/messaging";
import { respondentEvents, respondents } from "../schema/respondents";

export interface DueReminder {
  sessionId: number;
  jobId: number;
  respondentId: number;
  firstName: string;
  address: string;
  sessionName: string;
  jobName: string;
  startsAt: Date;
}

/**
 * Attendees (Booked or Confirmed) of sessions starting in (now + fromHours, now + toHours] who
 * have no reminder of this channel and offset yet, with an e-mail address or mobile.
 */
export async function dueReminders(
  db: Db,
  channel: "email" | "sms",
  offsetHours: number,
  now: Date,
  fromHours: number,
  limit = 500,
): Promise<DueReminder[]> {
  const address = channel === "email" ? respondents.email : respondents.mobile;
  const rows = await db
    .select({
      sessionId: jobGroups.id,
      jobId: jobGroups.jobId,
      respondentId: respondents.id,
      firstName: respondents.firstName,
      address: sql<string>`${address}`,
      sessionName: jobGroups.name,
      jobName: jobs.name,
      startsAt: sql<Date>`${jobGroups.startsAt}`,
    })
    .from(respondentEvents)
    .innerJoin(jobGroups, eq(jobGroups.id, respondentEvents.jobGroupId))
    .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
    .innerJoin(respondents, eq(respondents.id, respondentEvents.respondentId))
    .where(
      and(
        eq(respondentEvents.kind, "Session"),
        inArray(respondentEvents.status, ["Booked", "Confirmed"]),
        ne(jobGroups.status, "Cancelled"),
        gt(jobGroups.startsAt, new Date(now.getTime() + fromHours * 3_600_000)),
        lte(jobGroups.startsAt, new Date(now.getTime() + offsetHours * 3_600_000)),
        isNotNull(address),
        ne(address, ""),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reminderLog)
            .where(
              and(
                eq(reminderLog.sessionId, jobGroups.id),
                eq(reminderLog.respondentId, respondents.id),
                eq(reminderLog.channel, channel),
                eq(reminderLog.offsetHours, offsetHours),
              ),
            ),
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt) }));
}

/** Claims reminders in the log; answers the respondent ids this caller won (unique key). */
export async function claimReminders(
  tx: Db,
  sessionId: number,
  channel: "email" | "sms",
  offsetHours: number,
  respondentIds: number[],
): Promise<number[]> {
  if (respondentIds.length === 0) return [];
  const rows = await tx
    .insert(reminderLog)
    .values(respondentIds.map((respondentId) => ({ sessionId, respondentId, channel, offsetHours })))
    .onConflictDoNothing()
    .returning({ respondentId: reminderLog.respondentId });
  return rows.map((r) => r.respondentId);
}
