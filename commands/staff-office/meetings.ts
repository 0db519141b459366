import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { meetingScreen } from "../../src/features/staff-office/meetings/state/screen-state";
import { tabSavers } from "../../src/workspace/tab-savers";
import { selectedRows } from "../core/focused-record";
import { plural } from "../core/plural";
import { type CommandContext, defineCommand } from "../core/types";

/** Staff meetings (staff/meeting, every staff user; decision 255). */
const MEETINGS: RoutePattern[] = [ROUTES.staffMeeting];
const onScreen = (ctx: Pick<CommandContext, "focused">) => ctx.focused?.pattern === ROUTES.staffMeeting;
const category = "Staff meetings";
const TITLE = "Staff Meetings";

const showScreen = (ctx: CommandContext) => {
  if (!onScreen(ctx)) ctx.openView(ROUTES.staffMeeting, { title: TITLE });
};

/** Opens the meetings page. */
export const openMeetings = defineCommand({
  id: "meetings.open",
  title: "Open meetings",
  category,
  keywords: ["staff meetings", "calendar", "invitations"],
  run: (ctx) => {
    showScreen(ctx);
    meetingScreen.open(null);
  },
});

/** Opens a blank meeting below the list (the page opens first when elsewhere). */
export const newMeeting = defineCommand({
  id: "meetings.new",
  title: "New meeting…",
  category,
  keywords: ["arrange meeting", "invite", "schedule meeting"],
  run: (ctx) => {
    showScreen(ctx);
    meetingScreen.open(0);
  },
});

const common = { category, scope: MEETINGS, when: onScreen };

/**
 * The open meeting when one is open (what the person is looking at), else the selected rows: the
 * list's cursor row counts as selected, so it must not win over the meeting below it.
 */
function chosen(ctx: CommandContext): { id: number; title: string }[] {
  const open = meetingScreen.openId();
  if (open) return [{ id: open, title: meetingScreen.openTitle() }];
  return selectedRows(ctx).map((r) => ({ id: r.id, title: String(r.title ?? "") }));
}

/** Opens the selected meeting in the form below the list. */
export const editMeeting = defineCommand({
  ...common,
  id: "meetings.edit",
  title: "Edit meeting",
  keywords: ["change meeting", "move meeting", "attendees"],
  enabled: (ctx) => (selectedRows(ctx).length === 1 ? true : "Select one meeting first."),
  run: (ctx) => {
    const [row] = selectedRows(ctx);
    if (row) meetingScreen.open(row.id, String(row.title ?? ""));
  },
});

/** Saves the open meeting (and sends its attendees the invitation or the change). */
export const saveMeeting = defineCommand({
  ...common,
  id: "meetings.save",
  title: "Save meeting",
  keywords: ["send invitation", "update meeting"],
  key: "Mod+S",
  keyInInputs: true,
  enabled: () => (tabSavers.canSaveFocused() ? true : "Open or create a meeting first."),
  run: () => tabSavers.saveFocused(),
});

/**
 * Cancels the selected (or open) meetings after a confirmation. A cancelled meeting stays in the
 * list; its attendees get the cancellation for their calendars (decision 256).
 */
export const cancelMeeting = defineCommand({
  ...common,
  id: "meetings.cancel",
  title: "Cancel meeting",
  keywords: ["call off meeting", "delete meeting", "remove meeting"],
  enabled: (ctx) => (chosen(ctx).length ? true : "Select or open a meeting first."),
  run: async (ctx) => {
    const meetings = chosen(ctx);
    if (!meetings.length) return;
    const what =
      meetings.length === 1 ? meetings[0]?.title || "This meeting" : plural(meetings.length, "meeting");
    const sure = await ctx.confirm(
      `${what} will be cancelled and every attendee e-mailed the cancellation. This cannot be undone.`,
      "Cancel meeting?",
      { confirmLabel: "Cancel meeting", cancelLabel: "Keep", destructive: true },
    );
    if (!sure) return;
    const { calls, meetingKeys } = await ctx.areas.staffMeetings();
    const ids = meetings.map((m) => m.id);
    try {
      const answer = await ctx.call(
        calls.cancelStaffMeetings,
        { ids },
        { refresh: ids.map(meetingKeys.one) },
      );
      if (!answer.succeeded) {
        ctx.toast.error("Not cancelled", answer.errors.join(" ") || null);
        return;
      }
      ctx.toast.success("Meeting cancelled", answer.successMsg ?? null);
    } catch (error) {
      ctx.toast.error("Error!", error instanceof Error ? error.message : String(error));
      return;
    }
    meetingScreen.changed();
  },
});
