import { type AnyColumn, and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { jobs } from "../../schema/jobs";
import { staffLeave, staffShifts, timesheetWeeks } from "../../schema/staff-office";
import { clockEntries, clockEntryCorrections, timeEntries } from "../../schema/tracking";
import { rowsOf } from "../panel-search/fields";

export function staffPerson(db: Db, id: number) {
  return db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      email: staffUsers.email,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .then((rows) => rows[0]);
}

export function timesheetRecord(db: Db, staffUserId: number, weekStart: string) {
  return db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.staffUserId, staffUserId), eq(timesheetWeeks.weekStart, weekStart)))
    .then((rows) => rows[0]);
}

/** Submits (or submits again after a return): the decision of a returned week is cleared. */
export async function saveSubmitted(db: Db, staffUserId: number, weekStart: string, at: Date) {
  const values = {
    status: "submitted" as const,
    submittedAt: at,
    decidedBy: null,
    decidedAt: null,
    returnReason: null,
    approvedWorkedSeconds: null,
  };
  await db
    .insert(timesheetWeeks)
    .values({ staffUserId, weekStart, ...values })
    .onConflictDoUpdate({ target: [timesheetWeeks.staffUserId, timesheetWeeks.weekStart], set: values });
}

/** Approves or returns a submitted week; false when it was no longer submitted (a race). */
export async function saveDecision(
  db: Db,
  id: number,
  decision: { status: "approved" | "returned"; by: number; at: Date; reason?: string; seconds?: number },
) {
  const rows = await db
    .update(timesheetWeeks)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: decision.at,
      returnReason: decision.reason ?? null,
      approvedWorkedSeconds: decision.seconds ?? null,
    })
    .where(and(eq(timesheetWeeks.id, id), eq(timesheetWeeks.status, "submitted")))
    .returning({ id: timesheetWeeks.id });
  return rows.length > 0;
}

/** The clock entries whose agency day falls in the week (an entry belongs to its clock-on's day). */
export function weekClockEntries(db: Db, staffUserId: number, from: string, to: string) {
  return db
    .select()
    .from(clockEntries)
    .where(
      and(eq(clockEntries.staffUserId, staffUserId), gte(clockEntries.day, from), lt(clockEntries.day, to)),
    )
    .orderBy(asc(clockEntries.clockOn));
}

/** Job time touching [start, end) (open entries included), with the job's number and name. */
export function trackedTouching(db: Db, staffUserId: number, start: Date, end: Date) {
  return db
    .select({
      id: timeEntries.id,
      jobId: timeEntries.jobId,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
      startedAt: timeEntries.startedAt,
      stoppedAt: timeEntries.stoppedAt,
    })
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .where(
      and(
        eq(timeEntries.staffUserId, staffUserId),
        lt(timeEntries.startedAt, end),
        or(isNull(timeEntries.stoppedAt), gt(timeEntries.stoppedAt, start)),
      ),
    )
    .orderBy(asc(timeEntries.startedAt));
}

/** Published shifts starting in [start, end): what the person was rostered for. */
export function publishedShifts(db: Db, staffUserId: number, start: Date, end: Date) {
  return db
    .select({ startsAt: staffShifts.startsAt, endsAt: staffShifts.endsAt, kind: staffShifts.kind })
    .from(staffShifts)
    .where(
      and(
        eq(staffShifts.staffUserId, staffUserId),
        eq(staffShifts.status, "published"),
        gte(staffShifts.startsAt, start),
        lt(staffShifts.startsAt, end),
      ),
    )
    .orderBy(asc(staffShifts.startsAt));
}

/** Approved leave overlapping [start, end). */
export function approvedLeave(db: Db, staffUserId: number, start: Date, end: Date) {
  return db
    .select({
      startsAt: staffLeave.startsAt,
      endsAt: staffLeave.endsAt,
      hours: staffLeave.hours,
      leaveType: staffLeave.leaveType,
    })
    .from(staffLeave)
    .where(
      and(
        eq(staffLeave.staffUserId, staffUserId),
        eq(staffLeave.status, "approved"),
        lt(staffLeave.startsAt, end),
        gt(staffLeave.endsAt, start),
      ),
    );
}

/** Corrections of entries whose day (before or after) lies in the week, made after `since`. */
export function correctionsSince(db: Db, staffUserId: number, from: string, to: string, since: Date) {
  const inWeek = (col: AnyColumn) => and(gte(col, from), lt(col, to));
  return db
    .select({
      action: clockEntryCorrections.action,
      reason: clockEntryCorrections.reason,
      correctedAt: clockEntryCorrections.correctedAt,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
    })
    .from(clockEntryCorrections)
    .leftJoin(staffUsers, eq(staffUsers.id, clockEntryCorrections.correctedBy))
    .where(
      and(
        eq(clockEntryCorrections.staffUserId, staffUserId),
        gt(clockEntryCorrections.correctedAt, since),
        or(inWeek(clockEntryCorrections.beforeDay), inWeek(clockEntryCorrections.afterDay)),
      ),
    )
    .orderBy(asc(clockEntryCorrections.correctedAt));
}

/** Whether any of these agency days lies in an approved (locked) week of the person. */
export async function lockedWeekOf(db: Db, staffUserId: number, weekStarts: string[]) {
  if (weekStarts.length === 0) return undefined;
  return db
    .select({ weekStart: timesheetWeeks.weekStart })
    .from(timesheetWeeks)
    .where(
      and(
        eq(timesheetWeeks.staffUserId, staffUserId),
        eq(timesheetWeeks.status, "approved"),
        inArray(timesheetWeeks.weekStart, weekStarts),
      ),
    )
    .then((rows) => rows[0]);
}

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** One page of active staff with their week's status and clocked seconds (closed entries). */
export async function weekStatuses(
  db: Db,
  from: string,
  to: string,
  page: { start: number; length: number },
) {
  const rows = rowsOf(
    await db.execute(sql`select u.id, u.first_name, u.last_name,
        coalesce(t.status, 'open') as status, t.submitted_at, t.decided_at,
        coalesce((select sum(extract(epoch from e.clock_off - e.clock_on)) from clock_entries e
          where e.staff_user_id = u.id and e.day >= ${from}::date and e.day < ${to}::date
            and e.clock_off is not null), 0)::float8 as seconds,
        count(*) over ()::int as total
      from staff_users u
      left join timesheet_weeks t on t.staff_user_id = u.id and t.week_start = ${from}::date
      where u.is_active
      order by case coalesce(t.status, 'open') when 'submitted' then 0 when 'returned' then 1
        when 'open' then 2 else 3 end, u.first_name, u.last_name, u.id
      limit ${page.length} offset ${page.start}`),
  );
  return {
    total: num(rows[0]?.total),
    rows: rows.map((r) => ({
      staffUserId: num(r.id),
      staffName: `${r.first_name} ${r.last_name}`.trim(),
      status: String(r.status) as "open" | "submitted" | "approved" | "returned",
      seconds: num(r.seconds),
      submittedAt: iso(r.submitted_at),
      decidedAt: iso(r.decided_at),
    })),
  };
}
