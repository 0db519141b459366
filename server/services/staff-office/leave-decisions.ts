import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { type LeaveRecord, leaveById, updateLeaveIf } from "../../db/repo/staff-office/leave";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { clashes } from "./conflicts";
import { workClashes } from "./leave";
import { beyondBalance } from "./leave-balances";
import { leaveMail } from "./leave-mail";

/** The request a manager may decide: someone else's, still requested. */
async function decidable(ctx: UseCaseContext, id: number): Promise<Outcome<LeaveRecord>> {
  const leave = await leaveById(ctx.deps.db, id);
  if (!leave) throw notFound("Leave request not found.");
  if (leave.staffUserId === callerOf(ctx).id)
    return refusal("Nobody decides their own leave: ask another manager.");
  if (leave.status !== "requested") return refusal(`This request is already ${leave.status}.`);
  return success(leave);
}

/**
 * POST /api/staff-leave/approve (ManageStaffAttendance; decision 253). Refused while the leave is
 * over the person's published shifts or the sessions they recruit, naming them, until the roster
 * moves them; approved beyond the balance with a warning. The person is mailed.
 */
export async function approveLeave(
  ctx: UseCaseContext,
  input: { id: number },
): Promise<Outcome<{ id: number; warnings: string[] }>> {
  const found = await decidable(ctx, input.id);
  if (!found.ok) return found;
  const leave = found.value;
  const over = await workClashes(ctx, leave);
  if (over.length)
    return refusal(`Not approved: the leave is over rostered work. Move it first: ${over.join("; ")}.`);
  const approved = await clashes(ctx, {
    staffUserIds: [leave.staffUserId],
    start: leave.startsAt,
    end: leave.endsAt,
    kinds: ["leave"],
    except: { kind: "leave", id: leave.id },
  });
  if (approved.length) return refusal(`Not approved: ${approved.join("; ")} is already approved.`);
  const beyond = await beyondBalance(ctx, { ...leave, hours: Number(leave.hours) }, "taken");
  const done = await updateLeaveIf(ctx.deps.db, leave.id, ["requested"], {
    status: "approved",
    decidedBy: callerOf(ctx).id,
    decidedAt: ctx.deps.now(),
    decisionReason: null,
  });
  if (!done) return refusal("This request was decided meanwhile.");
  await leaveMail(ctx, done);
  return success({ id: done.id, warnings: beyond ? [beyond] : [] });
}

/** POST /api/staff-leave/decline (ManageStaffAttendance): with the reason, mailed to the person. */
export async function declineLeave(
  ctx: UseCaseContext,
  input: { id: number; reason: string },
): Promise<Outcome<{ id: number }>> {
  const found = await decidable(ctx, input.id);
  if (!found.ok) return found;
  const done = await updateLeaveIf(ctx.deps.db, input.id, ["requested"], {
    status: "declined",
    decidedBy: callerOf(ctx).id,
    decidedAt: ctx.deps.now(),
    decisionReason: input.reason,
  });
  if (!done) return refusal("This request was decided meanwhile.");
  await leaveMail(ctx, done);
  return success({ id: done.id });
}
