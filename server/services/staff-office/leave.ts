import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { addDays, dayRange, wallDay, wallTime } from "../../contracts/agency-time";
import { RIGHTS } from "../../contracts/rights-codes";
import type { LeaveCancel, LeaveListQuery, LeaveRow, LeaveSave } from "../../contracts/staff-office/leave";
import {
  insertLeave,
  type LeaveRecord,
  leaveById,
  leavePage,
  overlappingLeave,
  updateLeaveIf,
} from "../../db/repo/staff-office/leave";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { iso, type Outcome, refusal, success } from "../outcome";
import { clashes, spanText } from "./conflicts";
import { beyondBalance } from "./leave-balances";
import { leaveSpan } from "./leave-hours";
import { leaveMail } from "./leave-mail";

const MSA = RIGHTS.ManageStaffAttendance;

/** A stored row as the list answers it: days and times on the agency's clock. */
function rowOf(l: LeaveRecord, staff: string, decider: string | null, zone: string): LeaveRow {
  const wholeDays = wallTime(l.startsAt, zone) === "00:00" && wallTime(l.endsAt, zone) === "00:00";
  return {
    id: l.id,
    staffUserId: l.staffUserId,
    staff,
    leaveType: l.leaveType,
    startsAt: l.startsAt.toISOString(),
    endsAt: l.endsAt.toISOString(),
    startDay: wallDay(l.startsAt, zone),
    endDay: wholeDays ? addDays(wallDay(l.endsAt, zone), -1) : wallDay(l.startsAt, zone),
    startTime: wholeDays ? null : wallTime(l.startsAt, zone),
    endTime: wholeDays ? null : wallTime(l.endsAt, zone),
    hours: Number(l.hours),
    note: l.note,
    status: l.status,
    decidedBy: decider,
    decidedAt: iso(l.decidedAt),
    decisionReason: l.decisionReason,
    createdAt: l.createdAt.toISOString(),
  };
}

/**
 * GET /api/staff-leave: a person sees their own leave; a holder of ManageStaffAttendance sees
 * everyone's (or one person's, or with `mine` their own). Newest first unless sorted.
 */
export async function listLeave(ctx: UseCaseContext, q: LeaveListQuery) {
  const me = callerOf(ctx).id;
  const manager = holds(ctx, MSA);
  if (q.staffUserId && q.staffUserId !== me && !manager) throw forbidden();
  const staffUserId = q.mine || !manager ? me : q.staffUserId;
  const zone = await agencyTimeZone(ctx);
  const { start, end } = dayRange(q.from, q.to, zone);
  const page = await leavePage(ctx.deps.db, {
    staffUserId,
    status: q.status,
    start,
    end,
    sort: q.sort,
    dir: q.dir,
    offset: q.start,
    limit: q.length,
  });
  const deciders = await staffNamesByIds(ctx.deps.db, [
    ...new Set(page.rows.flatMap((r) => (r.leave.decidedBy ? [r.leave.decidedBy] : []))),
  ]);
  return {
    rows: page.rows.map((r) =>
      rowOf(r.leave, r.staff, r.leave.decidedBy ? (deciders.get(r.leave.decidedBy) ?? "Staff") : null, zone),
    ),
    total: page.total,
  };
}

/** Published shifts and sessions of the person the leave is over (decision 253). */
export function workClashes(ctx: UseCaseContext, l: { staffUserId: number; startsAt: Date; endsAt: Date }) {
  return clashes(ctx, {
    staffUserIds: [l.staffUserId],
    start: l.startsAt,
    end: l.endsAt,
    kinds: ["shift", "session"],
    keep: (b) => b.kind !== "shift" || b.status === "published",
  });
}

/**
 * POST /api/staff-leave/update: one's own request, new or still requested. Refused when it holds
 * no working hours or overlaps the person's other leave; kept with warnings when it goes beyond
 * the balance or over their published shifts and sessions (the approver reads them again).
 */
export async function saveLeave(
  ctx: UseCaseContext,
  input: LeaveSave,
): Promise<Outcome<{ id: number; hours: number; warnings: string[] }>> {
  const me = callerOf(ctx).id;
  if (input.id) {
    const existing = await leaveById(ctx.deps.db, input.id);
    if (!existing) throw notFound("Leave request not found.");
    if (existing.staffUserId !== me)
      return refusal("Only the person who asked for leave changes the request.");
    if (existing.status !== "requested")
      return refusal(`This request is ${existing.status}: it can no longer change.`);
  }
  const zone = await agencyTimeZone(ctx);
  const span = leaveSpan(input, zone);
  if (span.hours <= 0)
    return refusal(
      input.startTime
        ? "Part-day leave is on a working day (Monday to Friday)."
        : "The days asked for hold no working day (Monday to Friday).",
    );
  const own = { staffUserIds: [me], start: span.startsAt, end: span.endsAt };
  const approved = await clashes(ctx, {
    ...own,
    kinds: ["leave"],
    ...(input.id ? { except: { kind: "leave" as const, id: input.id } } : {}),
  });
  if (approved.length) return refusal(`You already have leave then: ${approved.join("; ")}.`);
  const asked = (await overlappingLeave(ctx.deps.db, me, span.startsAt, span.endsAt, input.id ?? 0)).filter(
    (l) => l.status === "requested",
  );
  if (asked[0])
    return refusal(`You already asked for ${asked[0].leaveType} leave ${spanText(asked[0], zone)}.`);
  const values = {
    leaveType: input.leaveType,
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    hours: span.hours,
    note: input.note,
  };
  let id: number;
  if (input.id) {
    const saved = await updateLeaveIf(ctx.deps.db, input.id, ["requested"], values);
    if (!saved) return refusal("This request was decided meanwhile: it can no longer change.");
    id = saved.id;
  } else id = await insertLeave(ctx.deps.db, { ...values, staffUserId: me });
  const leave = { id, staffUserId: me, ...values };
  const beyond = await beyondBalance(ctx, leave, "held");
  const over = await workClashes(ctx, leave);
  const warnings = [
    ...(beyond ? [beyond] : []),
    ...(over.length
      ? [`Over your rostered work (the roster must move it before approval): ${over.join("; ")}.`]
      : []),
  ];
  return success({ id, hours: span.hours, warnings });
}

/**
 * POST /api/staff-leave/delete: the requester cancels their request while it is requested; an
 * approved leave only a holder of ManageStaffAttendance cancels, with the reason, which the person
 * is mailed. The row stays, as cancelled.
 */
export async function cancelLeave(ctx: UseCaseContext, input: LeaveCancel): Promise<Outcome<{ id: number }>> {
  const me = callerOf(ctx).id;
  const leave = await leaveById(ctx.deps.db, input.id);
  if (!leave) throw notFound("Leave request not found.");
  const manager = holds(ctx, MSA);
  if (leave.staffUserId !== me && !manager) throw forbidden();
  if (leave.status === "requested") {
    if (leave.staffUserId !== me) return refusal("Decline a request that is not yours, with the reason.");
  } else if (leave.status === "approved") {
    if (!manager) return refusal("Approved leave is cancelled by a manager: ask one.");
    if (!input.reason) return refusal("Give the reason for cancelling approved leave.");
  } else return refusal(`This request is already ${leave.status}.`);
  const done = await updateLeaveIf(ctx.deps.db, leave.id, [leave.status], {
    status: "cancelled",
    decidedBy: me,
    decidedAt: ctx.deps.now(),
    decisionReason: input.reason,
  });
  if (!done) return refusal("This request was decided meanwhile.");
  if (leave.status === "approved" && leave.staffUserId !== me) await leaveMail(ctx, done);
  return success({ id: leave.id });
}
