import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { jobGroups, jobs } from "../../schema/jobs";
import { staffLeave, staffMeetingAttendees, staffMeetings, staffShifts } from "../../schema/staff-office";

/** Something that holds a person's time: the one shape every staff-office conflict check reads. */
export interface BusyTime {
  kind: "shift" | "leave" | "meeting" | "session";
  /** The row's id in its own table (a session's is the job group id). */
  id: number;
  staffUserId: number;
  startsAt: Date;
  endsAt: Date;
  /** What a person reads in a refusal: "Annual leave", "Meeting: Weekly catch-up", "Session J1234 S2". */
  label: string;
  /** Shifts: draft or published; leave: approved (others never hold time). */
  status?: string;
}

export interface BusyQuery {
  staffUserIds: readonly number[];
  /** The half-open window [start, end): a time ending exactly at `start` does not overlap. */
  start: Date;
  end: Date;
  /** Leave rows out: the one being moved or edited, the session a shift is for. */
  except?: BusyRef | readonly BusyRef[];
}

interface BusyRef {
  kind: BusyTime["kind"];
  id: number;
}

const keep = (q: BusyQuery, kind: BusyTime["kind"]) => {
  const refs: readonly BusyRef[] = !q.except ? [] : "kind" in q.except ? [q.except] : q.except;
  return refs.find((r) => r.kind === kind)?.id ?? -1;
};

/**
 * Every shift, approved leave, meeting (not cancelled) and session (where the person is one of
 * its recruiters) of the given people overlapping the window, oldest first.
 */
export async function busyTimes(db: Db, q: BusyQuery): Promise<BusyTime[]> {
  if (q.staffUserIds.length === 0) return [];
  const ids = [...q.staffUserIds];
  const [shifts, leave, meetings, sessions] = await Promise.all([
    db
      .select({
        id: staffShifts.id,
        staffUserId: staffShifts.staffUserId,
        startsAt: staffShifts.startsAt,
        endsAt: staffShifts.endsAt,
        status: staffShifts.status,
        note: staffShifts.note,
      })
      .from(staffShifts)
      .where(
        and(
          inArray(staffShifts.staffUserId, ids),
          lt(staffShifts.startsAt, q.end),
          gt(staffShifts.endsAt, q.start),
          ne(staffShifts.id, keep(q, "shift")),
        ),
      ),
    db
      .select({
        id: staffLeave.id,
        staffUserId: staffLeave.staffUserId,
        startsAt: staffLeave.startsAt,
        endsAt: staffLeave.endsAt,
        leaveType: staffLeave.leaveType,
      })
      .from(staffLeave)
      .where(
        and(
          inArray(staffLeave.staffUserId, ids),
          eq(staffLeave.status, "approved"),
          lt(staffLeave.startsAt, q.end),
          gt(staffLeave.endsAt, q.start),
          ne(staffLeave.id, keep(q, "leave")),
        ),
      ),
    db
      .select({
        id: staffMeetings.id,
        staffUserId: staffMeetingAttendees.staffUserId,
        startsAt: staffMeetings.startsAt,
        endsAt: staffMeetings.endsAt,
        title: staffMeetings.title,
      })
      .from(staffMeetings)
      .innerJoin(staffMeetingAttendees, eq(staffMeetingAttendees.meetingId, staffMeetings.id))
      .where(
        and(
          inArray(staffMeetingAttendees.staffUserId, ids),
          isNull(staffMeetings.cancelledAt),
          lt(staffMeetings.startsAt, q.end),
          gt(staffMeetings.endsAt, q.start),
          ne(staffMeetings.id, keep(q, "meeting")),
        ),
      ),
    db
      .select({
        id: jobGroups.id,
        staffUserId: staffUsers.id,
        startsAt: jobGroups.startsAt,
        endsAt: jobGroups.endsAt,
        jobNumber: jobs.jobNumber,
        sessionNumber: jobGroups.sessionNumber,
      })
      .from(jobGroups)
      .innerJoin(jobs, eq(jobs.id, jobGroups.jobId))
      .innerJoin(staffUsers, sql`${staffUsers.username} = any(${jobGroups.recruiters})`)
      .where(
        and(
          inArray(staffUsers.id, ids),
          isNotNull(jobGroups.startsAt),
          isNotNull(jobGroups.endsAt),
          ne(jobGroups.status, "Cancelled"),
          lt(jobGroups.startsAt, q.end),
          gt(jobGroups.endsAt, q.start),
          ne(jobGroups.id, keep(q, "session")),
        ),
      ),
  ]);
  const out: BusyTime[] = [
    ...shifts.map((s) => ({
      kind: "shift" as const,
      id: s.id,
      staffUserId: s.staffUserId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      status: s.status,
      label: s.note ? `Shift: ${s.note}` : "Shift",
    })),
    ...leave.map((l) => ({
      kind: "leave" as const,
      id: l.id,
      staffUserId: l.staffUserId,
      startsAt: l.startsAt,
      endsAt: l.endsAt,
      status: "approved",
      label: `${l.leaveType} leave`,
    })),
    ...meetings.map((m) => ({
      kind: "meeting" as const,
      id: m.id,
      staffUserId: m.staffUserId,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      label: `Meeting: ${m.title}`,
    })),
    ...sessions.flatMap((s) =>
      s.startsAt && s.endsAt
        ? [
            {
              kind: "session" as const,
              id: s.id,
              staffUserId: s.staffUserId,
              startsAt: s.startsAt,
              endsAt: s.endsAt,
              label: `Session ${s.jobNumber} S${s.sessionNumber}`,
            },
          ]
        : [],
    ),
  ];
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
}
