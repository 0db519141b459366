import type { RightCode } from "../../server/contracts/rights-codes";
import type * as eventCalls from "../../server/contracts/sessions/event-calls";
import { sessionKeys } from "../../src/features/sessions/api/session-keys";
import { attendeeUndo, sessionFacts } from "../../src/features/sessions/state/screen-state";
import { type Command, type CommandContext, defineCommand } from "../core/types";
import { bulkText } from "./bulk-toast";
import {
  type AttendeeRow,
  focusedSession,
  onAttendeeList,
  plural,
  SESSION_EDIT,
  selectedAttendees,
} from "./session-context";

type BulkApiAnswer = {
  succeeded: boolean;
  errors: string[];
  value: { batchId: number | null; changed: number[]; skipped: { id: number; reason: string }[] } | null;
};

/** What an attendee action changes: the session (its attendees, slots and counts) and the pending lists. */
export const attendeeLists = (sessionId: number) => [sessionKeys.one(sessionId), sessionKeys.pending];

/** "J24-00001 #101", or the session id while its screen has not said. */
const sessionLabel = (sessionId: number) => sessionFacts.get(sessionId)?.label ?? `session ${sessionId}`;

/** The key of the toast offering to undo these batches. */
const undoKey = (batchIds: readonly number[]) => `undo-${[...batchIds].sort((a, b) => a - b).join("-")}`;

/** Remembers the batches as the session's last action and offers Undo in the toast. */
export function offerUndo(
  ctx: CommandContext,
  sessionId: number,
  batchIds: number[],
  title: string,
  text: string,
  what: string,
): void {
  if (!batchIds.length) {
    ctx.toast.success(title, text);
    return;
  }
  attendeeUndo.remember({ batchIds, sessionId, title: what, at: Date.now() });
  ctx.toast.undoable(title, text, () => void undoBatches(ctx, sessionId, batchIds, what), undoKey(batchIds));
}

/** After a bulk call: the toast counts what changed and names what did not (M16). */
function announceBulk(
  ctx: CommandContext,
  sessionId: number,
  done: string,
  answer: BulkApiAnswer,
  rows: readonly AttendeeRow[],
): void {
  if (!answer.succeeded || !answer.value) {
    ctx.toast.error("Error!", answer.errors.join(" "));
    return;
  }
  const { batchId, changed, skipped } = answer.value;
  const text = `${bulkText(done, changed.length, skipped, rows)}.`;
  offerUndo(
    ctx,
    sessionId,
    batchId === null ? [] : [batchId],
    "Successfully Saved!",
    text,
    `${plural(changed.length, "attendee")} ${done}`,
  );
}

/** Undoes batches (newest first) and says what was undone, and where. */
export async function undoBatches(
  ctx: CommandContext,
  sessionId: number,
  batchIds: readonly number[],
  what: string,
): Promise<void> {
  const { eventCalls } = await ctx.areas.sessions();
  for (const batchId of [...batchIds].reverse()) {
    const answer = await ctx.call(eventCalls.undoBatch, { batchId }, { refresh: attendeeLists(sessionId) });
    if (!answer.succeeded) return ctx.toast.error("Undo failed", answer.errors.join(" "));
  }
  attendeeUndo.forget(sessionId, batchIds);
  // The offer's toast goes: its Undo would only answer 'already undone' (walkthrough minor 9).
  ctx.toast.dismiss(undoKey(batchIds));
  ctx.toast.success("Undone", `Undid: ${what} in ${sessionLabel(sessionId)}.`);
}

/** A selected row with its booking's incentive (the Pay question names the amount). */
export type AttendeeRowWithIncentive = AttendeeRow & { incentive?: number | null };

/** A value asked before the action runs; null (cancelled) stops it. */
export type Ask = (
  ctx: CommandContext,
  rows: readonly AttendeeRowWithIncentive[],
) => Promise<string | number | null | undefined>;

/** Enabled when some selected row's status allows the action (M12), else the reason. */
export function enabledFor(
  ctx: CommandContext,
  allows?: (row: AttendeeRow) => boolean,
  why?: string,
): true | string {
  const rows = selectedAttendees(ctx);
  if (rows.length === 0) return "Select one or more attendees first (Shift+arrows, Ctrl+A).";
  if (!allows || rows.some((r) => r.status === undefined || allows(r))) return true;
  return why ?? "Not for the selected attendees' status.";
}

/** The parts every attendee-list command shares: its words and key, on a session's attendee list. */
export const onAttendees = (spec: {
  id: string;
  title: string;
  keywords: string[];
  key: string;
  rights: RightCode[];
}) => ({
  id: spec.id,
  title: spec.title,
  category: "Attendees",
  keywords: spec.keywords,
  key: spec.key,
  rights: spec.rights,
  scope: SESSION_EDIT,
  when: onAttendeeList,
});

/** The bulk attendee actions of staff-calls §7.11: their call, and the one value some take. */
const ATTENDEE_ACTIONS = {
  confirm: { call: "confirmAttendance" },
  unconfirm: { call: "unconfirmAttendance" },
  pay: { call: "recordPayment" },
  cancelPayment: { call: "cancelPayment" },
  bounced: { call: "bouncedPayment" },
  interviewTime: { call: "postInterviewTime", field: "interviewTime" },
  incentive: { call: "postIncentive", field: "incentive" },
  comment: { call: "postDocumentComment", field: "comment" },
  notes: { call: "postNotes", field: "notes" },
} as const satisfies Record<string, { call: keyof typeof eventCalls; field?: string }>;
type AttendeeAction = keyof typeof ATTENDEE_ACTIONS;
/** The calls of those actions: json ids and maybe one value; each answers its undo batch. */
type ActionCall = (typeof eventCalls)["confirmAttendance"];

/**
 * A bulk action on the selected attendees (staff-calls §7.11: json ids, maybe one value). The
 * verbs differ only in the call, the words, the value they ask for and whom they apply to.
 */
export function attendeeCommand(spec: {
  id: string;
  title: string;
  key: string;
  keywords: string[];
  rights: RightCode[];
  action: AttendeeAction;
  /** "confirmed" → "2 attendees confirmed". */
  done: string;
  ask?: Ask;
  /** The statuses the action applies to (M12); others are skipped by the server anyway. */
  allows?: (row: AttendeeRow) => boolean;
  /** Why it is disabled when no selected row is allowed. */
  why?: string;
}): Command {
  const action: { call: keyof typeof eventCalls; field?: string } = ATTENDEE_ACTIONS[spec.action];
  return defineCommand({
    ...onAttendees(spec),
    enabled: (ctx) => enabledFor(ctx, spec.allows, spec.why),
    run: async (ctx) => {
      const session = focusedSession(ctx);
      const rows = selectedAttendees(ctx);
      const ids = rows.map((a) => a.eventId);
      if (!session || !ids.length) return;
      let value: string | number | null | undefined;
      if (spec.ask) {
        value = await spec.ask(ctx, rows);
        if (value === null) return;
      }
      const { eventCalls } = await ctx.areas.sessions();
      const input = action.field ? { ids, [action.field]: value ?? "" } : { ids };
      const desc = eventCalls[action.call] as ActionCall;
      const answer = await ctx.call(desc, input, { refresh: attendeeLists(session.id) });
      announceBulk(ctx, session.id, spec.done, answer, rows);
    },
  });
}

/** The statuses SetStatus moves in bulk; the others are outcomes (RecordOutcome). */
const MOVES = ["Booked", "Standby", "Confirmed"] as const;
const isMove = (status: string): status is (typeof MOVES)[number] =>
  (MOVES as readonly string[]).includes(status);

/**
 * A status change of the selected attendees in one bulk call and one undo batch: attended, no
 * show and the outcomes through RecordOutcome; Booked, Standby and Confirmed through SetStatus
 * (decision 196), which checks places and overlaps row by row.
 */
export async function setStatus(ctx: CommandContext, status: string): Promise<void> {
  const session = focusedSession(ctx);
  const rows = selectedAttendees(ctx);
  const ids = rows.map((a) => a.eventId);
  if (!session || !ids.length) return;
  const { eventCalls, isBulkOutcome } = await ctx.areas.sessions();
  const refresh = attendeeLists(session.id);
  if (isMove(status)) {
    const answer = await ctx.call(eventCalls.setAttendeeStatus, { ids, status }, { refresh });
    announceBulk(ctx, session.id, `moved to ${status}`, answer, rows);
    return;
  }
  if (!isBulkOutcome(status)) return ctx.toast.error("Error!", `${status} is not set on attendees.`);
  const answer = await ctx.call(eventCalls.recordOutcome, { ids, status }, { refresh });
  announceBulk(ctx, session.id, `marked ${status}`, answer, rows);
}
