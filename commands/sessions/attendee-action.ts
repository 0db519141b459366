import type { RightCode } from "../../server/contracts/rights-codes";
import { attendeeUndo } from "../../src/features/sessions/api/screen-state";
import type { AttendeeAction } from "../../src/features/sessions/api/sessions-api";
import { type Command, type CommandContext, defineCommand } from "../types";
import { focusedSession, onAttendeeList, plural, SESSION_EDIT, selectedAttendees } from "./session-context";

/** What a bulk call answered, as the toast needs it. */
interface BulkOutcome {
  succeeded: boolean;
  errors: string[];
  batchIds: number[];
  /** Rows the server left as they were, with why. */
  skipped: string[];
}

type BulkApiAnswer = {
  succeeded: boolean;
  errors: string[];
  value: { batchId: number | null; changed: number[]; skipped: { id: number; reason: string }[] } | null;
};

/** The outcome of one bulk call. */
const outcomeOf = (answer: BulkApiAnswer): BulkOutcome => ({
  succeeded: answer.succeeded,
  errors: answer.errors,
  batchIds: answer.succeeded && answer.value?.batchId != null ? [answer.value.batchId] : [],
  skipped: answer.succeeded ? (answer.value?.skipped ?? []).map((s) => s.reason) : [],
});

/** After a bulk action: the toast (with Undo when the server kept a batch) and the undo memory. */
function announceBulk(ctx: CommandContext, sessionId: number, done: string, outcome: BulkOutcome): void {
  if (!outcome.succeeded) {
    ctx.toast.error("Error!", outcome.errors.join(" "));
    return;
  }
  const skipped = [...new Set(outcome.skipped)];
  const text = `${done}.${skipped.length ? ` Not changed: ${skipped.join(" ")}` : ""}`;
  const batchIds = outcome.batchIds;
  if (!batchIds.length) {
    ctx.toast.success("Successfully Saved!", text);
    return;
  }
  attendeeUndo.remember({ batchIds, sessionId, title: done, at: Date.now() });
  ctx.toast.undoable("Successfully Saved!", text, () => void undoBatches(ctx, sessionId, batchIds));
}

/** Undoes batches (newest first) and says so. */
export async function undoBatches(
  ctx: CommandContext,
  sessionId: number,
  batchIds: readonly number[],
): Promise<void> {
  const { undoAttendeeAction } = await ctx.areas.sessions();
  for (const batchId of [...batchIds].reverse()) {
    const answer = await undoAttendeeAction(sessionId, batchId);
    if (!answer.succeeded) return ctx.toast.error("Undo failed", answer.errors.join(" "));
  }
  attendeeUndo.forget(batchIds);
  ctx.toast.success("Undone", "The attendees are back as they were.");
}

/** A value asked before the action runs; null (cancelled) stops it. */
export type Ask = (ctx: CommandContext) => Promise<string | number | null | undefined>;

/**
 * A bulk action on the selected attendees (staff-calls §7.11: json ids, maybe one value). The
 * verbs differ only in the call, the words and the value they ask for.
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
}): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: "Attendees",
    keywords: spec.keywords,
    key: spec.key,
    rights: spec.rights,
    scope: SESSION_EDIT,
    when: onAttendeeList,
    enabled: (ctx) =>
      selectedAttendees(ctx).length > 0 ? true : "Select one or more attendees first (Shift+arrows, Ctrl+A).",
    run: async (ctx) => {
      const session = focusedSession(ctx);
      const ids = selectedAttendees(ctx).map((a) => a.eventId);
      if (!session || !ids.length) return;
      let value: string | number | null | undefined;
      if (spec.ask) {
        value = await spec.ask(ctx);
        if (value === null) return;
      }
      const { runAttendeeAction } = await ctx.areas.sessions();
      const answer = await runAttendeeAction(session.id, spec.action, ids, value);
      announceBulk(ctx, session.id, `${plural(ids.length, "attendee")} ${spec.done}`, outcomeOf(answer));
    },
  });
}

/**
 * A status change of the selected attendees: attended, no show and the outcomes in one bulk call
 * (one undo batch); Booked, Standby and Confirmed through event/update, one booking at a time.
 */
export async function setStatus(ctx: CommandContext, status: string): Promise<void> {
  const session = focusedSession(ctx);
  const ids = selectedAttendees(ctx).map((a) => a.eventId);
  if (!session || !ids.length) return;
  const api = await ctx.areas.sessions();
  if (api.isBulkOutcome(status)) {
    const answer = await api.recordAttendeeOutcome(session.id, ids, status);
    const changed = answer.succeeded ? (answer.value?.changed.length ?? 0) : 0;
    announceBulk(ctx, session.id, `${plural(changed, "attendee")} marked ${status}`, outcomeOf(answer));
    return;
  }
  const { batchIds, errors } = await api.setAttendeeStatus(session.id, ids, status);
  const outcome = { succeeded: batchIds.length > 0, errors, batchIds, skipped: errors };
  announceBulk(ctx, session.id, `${plural(batchIds.length, "attendee")} marked ${status}`, outcome);
}
