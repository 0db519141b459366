import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { leaveScreen } from "../../src/features/staff-office/leave/state/leave-screen";
import { tabSavers } from "../../src/workspace/tab-savers";
import { type CommandContext, defineCommand } from "../core/types";

/** The leave screen (staff/leave, decision 253): its commands act on the row last selected. */
const LEAVE_PAGE = [ROUTES.staffLeave];
const onLeavePage = (ctx: Pick<CommandContext, "focused">) => ctx.focused?.pattern === ROUTES.staffLeave;
const common = { category: "Staff leave", scope: LEAVE_PAGE, when: onLeavePage };
const MSA = RIGHTS.ManageStaffAttendance;

const selectedLeave = () => leaveScreen.selected();
const isMine = (ctx: CommandContext, staffUserId: number) => ctx.user.id === String(staffUserId);
const REFRESH = [["staff-leave"]] as const;

/** After a change: the tables and balances load again; the selection is gone with the row. */
const changed = () => {
  leaveScreen.select(null);
  leaveScreen.changed();
};

/** Opens the leave page with a blank request (from anywhere). */
export const requestLeave = defineCommand({
  id: "staffLeave.request",
  title: "Request leave…",
  category: "Staff leave",
  keywords: ["leave", "holiday", "annual leave", "sick", "personal leave", "day off"],
  run: (ctx) => {
    if (!onLeavePage(ctx)) ctx.openView(ROUTES.staffLeave, { title: "Staff Leave" });
    leaveScreen.openForm(null);
  },
});

/** Sends the open request (the form's save). */
export const saveLeaveRequest = defineCommand({
  ...common,
  id: "staffLeave.save",
  title: "Send leave request",
  keywords: ["save leave", "submit leave"],
  key: "Mod+S",
  keyInInputs: true,
  enabled: () => (tabSavers.canSaveFocused() ? true : "Open a leave request first."),
  run: () => tabSavers.saveFocused(),
});

export const closeLeaveForm = defineCommand({
  ...common,
  id: "staffLeave.closeForm",
  title: "Close leave form",
  enabled: () => (leaveScreen.formId() !== null ? true : "No leave request is open."),
  run: () => leaveScreen.closeForm(),
});

/** Opens one's own selected request, while still requested, to change it. */
export const openLeaveRequest = defineCommand({
  ...common,
  id: "staffLeave.open",
  title: "Open leave request",
  keywords: ["change leave", "edit leave"],
  enabled: (ctx) => {
    const row = selectedLeave();
    if (!row) return "Select a leave request first.";
    if (!isMine(ctx, row.staffUserId)) return "Only the person who asked changes a request.";
    return row.status === "requested" ? true : `This request is ${row.status}.`;
  },
  run: () => {
    const row = selectedLeave();
    if (row) leaveScreen.openForm(row);
  },
});

/**
 * Cancels the selected request: one's own while requested (after a confirmation), or approved
 * leave as a manager, with the reason the person is mailed. The row stays, as cancelled.
 */
export const cancelLeaveRequest = defineCommand({
  ...common,
  id: "staffLeave.cancel",
  title: "Cancel leave request",
  keywords: ["withdraw leave", "delete leave", "cancel leave"],
  key: "Alt+Shift+Delete",
  enabled: (ctx) => {
    const row = selectedLeave();
    if (!row) return "Select a leave request first.";
    if (row.status === "requested")
      return isMine(ctx, row.staffUserId) ? true : "Decline a request that is not yours.";
    if (row.status === "approved")
      return ctx.user.rights.has(MSA) ? true : "Approved leave is cancelled by a manager.";
    return `This request is already ${row.status}.`;
  },
  run: async (ctx) => {
    const row = selectedLeave();
    if (!row) return;
    let reason: string | null = null;
    if (row.status === "approved") {
      reason = await ctx.prompt(`Why is ${row.staff}'s approved ${row.leaveType} leave cancelled?`, "", {
        validate: (v) => (v.trim() ? null : "Give the reason: it is mailed to the person."),
      });
      if (reason === null) return;
    } else {
      const sure = await ctx.confirm(`Cancel your ${row.leaveType} leave request?`, "Cancel leave request", {
        confirmLabel: "Cancel request",
        cancelLabel: "Keep request",
        destructive: true,
      });
      if (!sure) return;
    }
    const { calls } = await ctx.areas.staffLeave();
    const answer = await ctx.call(calls.cancelLeave, { id: row.id, reason }, { refresh: REFRESH });
    if (!answer.succeeded) return ctx.toast.error("Not cancelled", answer.errors.join(" "));
    ctx.toast.success("Leave cancelled.", null);
    changed();
  },
});

/** Whether the selected request can be decided by this user (someone else's, requested). */
const decidable = (ctx: CommandContext): true | string => {
  const row = selectedLeave();
  if (!row) return "Select a request to decide first.";
  if (row.status !== "requested") return `This request is already ${row.status}.`;
  return isMine(ctx, row.staffUserId) ? "Nobody decides their own leave." : true;
};

/** Approves the selected request (refused, naming them, over published shifts and sessions). */
export const approveLeave = defineCommand({
  ...common,
  id: "staffLeave.approve",
  title: "Approve leave",
  keywords: ["accept leave", "grant leave"],
  key: "Alt+A",
  rights: [MSA],
  enabled: decidable,
  run: async (ctx) => {
    const row = selectedLeave();
    if (!row) return;
    const { calls } = await ctx.areas.staffLeave();
    const answer = await ctx.call(calls.approveLeave, { id: row.id }, { refresh: REFRESH });
    if (!answer.succeeded) return ctx.toast.error("Not approved", answer.errors.join(" "));
    const warnings = answer.value.warnings.join(" ");
    ctx.toast.success(
      "Leave approved.",
      `${row.staff}: ${row.leaveType} leave.${warnings ? ` ${warnings}` : ""}`,
    );
    changed();
  },
});

/** Declines the selected request with the reason the person is mailed. */
export const declineLeave = defineCommand({
  ...common,
  id: "staffLeave.decline",
  title: "Decline leave…",
  keywords: ["refuse leave", "reject leave"],
  key: "Alt+D",
  rights: [MSA],
  enabled: decidable,
  run: async (ctx) => {
    const row = selectedLeave();
    if (!row) return;
    const reason = await ctx.prompt(`Why is ${row.staff}'s ${row.leaveType} leave declined?`, "", {
      validate: (v) => (v.trim() ? null : "Give the reason: it is mailed to the person."),
    });
    if (reason === null) return;
    const { calls } = await ctx.areas.staffLeave();
    const answer = await ctx.call(calls.declineLeave, { id: row.id, reason }, { refresh: REFRESH });
    if (!answer.succeeded) return ctx.toast.error("Not declined", answer.errors.join(" "));
    ctx.toast.success("Leave declined.", `${row.staff} is told why.`);
    changed();
  },
});
