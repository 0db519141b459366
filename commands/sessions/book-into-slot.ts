import { RIGHTS } from "../../server/contracts/rights-codes";
import type { SlotChoice } from "../../src/features/sessions/api/sessions-api";
import { type CommandContext, defineCommand } from "../core/types";
import { attendeeLists, enabledFor, offerUndo } from "./attendee-action";
import { canBookIntoSlot } from "./attendee-rules";
import { bookingToast } from "./booking-toast";
import { focusedSession, onAttendeeList, plural, SESSION_EDIT, selectedAttendees } from "./session-context";

const slotLine = (slot: SlotChoice) =>
  `${slot.booked} of ${slot.capacity || "∞"} booked${slot.standby ? ` · ${slot.standby} on standby` : ""}`;

/**
 * Puts the selected attendees into one of the session's time slots (decision 171): qualified
 * members get a place, booked ones move; a full slot offers its standby list. One call, one
 * undo batch; the toast says where each person ended (M15).
 */
export const bookIntoSlot = defineCommand<SlotChoice>({
  id: "sessions.bookIntoSlot",
  title: "Book into slot…",
  category: "Attendees",
  keywords: ["book", "time slot", "move", "standby", "qualified", "reschedule"],
  key: "Alt+B",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  enabled: (ctx) =>
    enabledFor(ctx, canBookIntoSlot, "Only qualified, booked or standby attendees go into a slot."),
  picker: {
    placeholder: "Time slot (date or time)",
    minLength: 0,
    hint: "Pick the time slot; a full one puts people on its standby list.",
    load: async (query, ctx) => {
      const session = focusedSession(ctx);
      if (!session) return [];
      const { slotChoices } = await ctx.areas.sessions();
      const q = query.trim().toLowerCase();
      return (await slotChoices(session.id))
        .filter((s) => s.label.toLowerCase().includes(q))
        .map((s) => ({
          id: `slot-${s.id}`,
          title: s.full ? `${s.label} · full: add to standby` : s.label,
          subtitle: slotLine(s),
          value: s,
        }));
    },
  },
  run: async (ctx: CommandContext, slot) => {
    const session = focusedSession(ctx);
    const rows = selectedAttendees(ctx);
    if (!session || !rows.length) return;
    const { eventCalls } = await ctx.areas.sessions();
    const answer = await ctx.call(
      eventCalls.bookIntoSlot,
      { ids: rows.map((r) => r.eventId), jobGroupTimeId: slot.id },
      { refresh: attendeeLists(session.id) },
    );
    if (!answer.succeeded) return ctx.toast.error("Not booked", answer.errors.join(" "));
    const { title, text } = bookingToast(slot.label, answer.value.placed, answer.value.skipped);
    const moved = answer.value.changed.length;
    offerUndo(
      ctx,
      session.id,
      answer.value.batchId === null ? [] : [answer.value.batchId],
      title,
      text,
      `${plural(moved, "attendee")} put into ${slot.label}`,
    );
  },
});
