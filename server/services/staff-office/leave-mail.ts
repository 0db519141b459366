import type { UseCaseContext } from "../../context";
import { configValue } from "../../db/repo/config";
import { type LeaveRecord, staffContact } from "../../db/repo/staff-office/leave";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { queueMail } from "../../mail/outbox";
import { agencyTimeZone } from "../config";
import { spanText } from "./conflicts";

const VERBS = { approved: "approved", declined: "declined", cancelled: "cancelled" } as const;

/**
 * Tells the person their leave was decided (approved, declined, or approved leave cancelled by a
 * manager), through the mail queue: what, when, who decided and why.
 */
export async function leaveMail(ctx: UseCaseContext, leave: LeaveRecord): Promise<void> {
  if (leave.status === "requested") return;
  const person = await staffContact(ctx.deps.db, leave.staffUserId);
  if (!person?.email) return;
  const zone = await agencyTimeZone(ctx);
  const siteTitle = (await configValue(ctx.deps.db, "siteTitle")) ?? "Recruitment Workspace";
  const decider = leave.decidedBy
    ? ((await staffNamesByIds(ctx.deps.db, [leave.decidedBy])).get(leave.decidedBy) ?? "A manager")
    : "A manager";
  const when = spanText(leave, zone);
  const verb = VERBS[leave.status];
  const subject = `${siteTitle}: your ${leave.leaveType} leave ${when} was ${verb}`;
  const lines = [
    `Hello ${person.firstName},`,
    "",
    `${decider} ${verb} your ${leave.leaveType} leave ${when} (${Number(leave.hours).toFixed(2)} hours).`,
    ...(leave.decisionReason ? [`Reason: ${leave.decisionReason}`] : []),
    "",
    "Your requests and balances are on the Staff Leave page.",
  ];
  await queueMail(ctx.deps, { to: person.email, subject, text: lines.join("\n") });
}
