import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { timesheetScreen } from "../../src/features/staff-office/attendance/state/screen-state";
import { tabSavers } from "../../src/workspace/tab-savers";
import { type CommandContext, defineCommand } from "../core/types";

/** Attendance and timesheets (decisions 257, 258): the week shown is the screens' (one atom). */
const category = "Staff office";
const TIMESHEET_PAGES = [ROUTES.staffAttendance, ROUTES.staffTimesheet];
const onAttendance = (ctx: Pick<CommandContext, "focused">) =>
  ctx.focused?.pattern === ROUTES.staffAttendance;
const onTimesheetPage = (ctx: Pick<CommandContext, "focused">) =>
  TIMESHEET_PAGES.some((p) => ctx.focused?.pattern === p);
const REFRESH = [["timesheets"]] as const;
const personOpen = () => (timesheetScreen.personId() ? true : "Open a person's week first (Enter on a row).");
/** The commands on the person whose week is open on the attendance page (managers only). */
const ON_OPEN_PERSON = {
  rights: [RIGHTS.ManageStaffAttendance],
  scope: [ROUTES.staffAttendance],
  when: onAttendance,
  enabled: personOpen,
};

export const openMyTimesheet = defineCommand({
  id: "timesheets.openMine",
  title: "Open my timesheet",
  category,
  keywords: ["timesheet", "my week", "hours", "attendance", "clock"],
  run: (ctx) => ctx.openView(ROUTES.staffTimesheet, { title: "My Timesheet", otherPane: ctx.otherPane }),
});

export const openAttendance = defineCommand({
  id: "timesheets.openAttendance",
  title: "Open attendance",
  category,
  keywords: ["timesheets", "staff attendance", "approve weeks"],
  rights: [RIGHTS.ManageStaffAttendance],
  run: (ctx) => ctx.openView(ROUTES.staffAttendance, { title: "Staff Attendance", otherPane: ctx.otherPane }),
});

export const previousWeek = defineCommand({
  id: "timesheets.previousWeek",
  title: "Previous week",
  category,
  keywords: ["timesheet week back"],
  key: "Alt+ArrowLeft",
  scope: TIMESHEET_PAGES,
  when: onTimesheetPage,
  run: () => timesheetScreen.moveWeek(-1),
});

export const nextWeek = defineCommand({
  id: "timesheets.nextWeek",
  title: "Next week",
  category,
  keywords: ["timesheet week forward"],
  key: "Alt+ArrowRight",
  scope: TIMESHEET_PAGES,
  when: onTimesheetPage,
  run: () => timesheetScreen.moveWeek(1),
});

/** Submits the caller's own week: the one shown on a timesheet page, else the current one. */
export const submitMyWeek = defineCommand({
  id: "timesheets.submitMine",
  title: "Submit my week",
  category,
  keywords: ["submit timesheet", "send hours"],
  run: async (ctx) => {
    const week = timesheetScreen.week();
    const { calls } = await ctx.areas.timesheets();
    const answer = await ctx.call(calls.submitTimesheet, { week }, { refresh: REFRESH });
    if (!answer.succeeded) return ctx.toast.error("Week not submitted", answer.errors.join(" "));
    ctx.toast.success("Week submitted.", "A manager approves or returns it.");
    timesheetScreen.changed();
  },
});

export const approveWeek = defineCommand({
  id: "timesheets.approve",
  title: "Approve week",
  category,
  keywords: ["approve timesheet", "lock week"],
  key: "Alt+A",
  ...ON_OPEN_PERSON,
  run: async (ctx) => {
    const staffUserId = timesheetScreen.personId();
    if (!staffUserId) return;
    const { calls } = await ctx.areas.timesheets();
    const answer = await ctx.call(
      calls.approveTimesheet,
      { week: timesheetScreen.week(), staffUserId },
      { refresh: REFRESH },
    );
    if (!answer.succeeded) return ctx.toast.error("Week not approved", answer.errors.join(" "));
    ctx.toast.success(
      "Week approved and locked.",
      `${answer.value.staffName}: corrections now show as adjustments.`,
    );
    timesheetScreen.changed();
  },
});

export const returnWeek = defineCommand({
  id: "timesheets.return",
  title: "Return week…",
  category,
  keywords: ["return timesheet", "send back", "reject week"],
  ...ON_OPEN_PERSON,
  run: async (ctx) => {
    const staffUserId = timesheetScreen.personId();
    if (!staffUserId) return;
    const reason = await ctx.prompt("Why is the week returned? The person gets it by e-mail.", "", {
      validate: (v) => (v.trim() ? null : "Give the reason"),
    });
    if (reason === null) return;
    const { calls } = await ctx.areas.timesheets();
    const answer = await ctx.call(
      calls.returnTimesheet,
      { week: timesheetScreen.week(), staffUserId, reason },
      { refresh: REFRESH },
    );
    if (!answer.succeeded) return ctx.toast.error("Week not returned", answer.errors.join(" "));
    ctx.toast.success("Week returned.", `${answer.value.staffName} is told by e-mail.`);
    timesheetScreen.changed();
  },
});

/** The open person's position, pay rate and cost rate (decision 261), in the one record form. */
export const openPayDetails = defineCommand({
  id: "timesheets.payDetails",
  title: "Set pay rate and position…",
  category,
  keywords: ["pay rate", "cost rate", "position", "wage", "hourly rate", "payroll"],
  ...ON_OPEN_PERSON,
  run: () => timesheetScreen.openPayForm(),
});

export const savePayDetails = defineCommand({
  id: "timesheets.savePayDetails",
  title: "Save pay details",
  category,
  keywords: ["save pay rate"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.ManageStaffAttendance],
  scope: [ROUTES.staffAttendance],
  when: onAttendance,
  enabled: () =>
    timesheetScreen.payFormOpen() && tabSavers.canSaveFocused() ? true : "No pay details are open.",
  run: () => tabSavers.saveFocused(),
});

export const closePayDetails = defineCommand({
  id: "timesheets.closePayForm",
  title: "Close pay details",
  category,
  rights: [RIGHTS.ManageStaffAttendance],
  scope: [ROUTES.staffAttendance],
  when: onAttendance,
  enabled: () => (timesheetScreen.payFormOpen() ? true : "No pay details are open."),
  run: () => timesheetScreen.closePayForm(),
});
