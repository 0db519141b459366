import { RIGHTS } from "../../server/contracts/rights-codes";
import type { RoutePattern } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import { type CommandContext, defineCommand, type PickerItem } from "../core/types";
import { attendeeLists } from "./attendee-action";
import { bookingToast } from "./booking-toast";
import { RESPONDENT_RECORDS, RESPONDENT_SEARCH } from "./session-context";

/** A session and one of its time slots (null: the session has none, book into the session). */
export interface BookingTarget {
  sessionId: number;
  jobId: number;
  sessionTitle: string;
  timeSlotId: number | null;
}

/** The respondents to book: the focused record, or the rows selected in a panel search. */
function respondentsToBook(ctx: CommandContext): number[] {
  const pattern = (ctx.focused?.pattern ?? "") as RoutePattern;
  if (RESPONDENT_RECORDS.includes(pattern)) {
    const id = focusedRecordId(ctx, RESPONDENT_RECORDS, "resid");
    return id === null ? [] : [id];
  }
  if (RESPONDENT_SEARCH.includes(pattern))
    return ctx.selection
      .map(
        (r) => (r as { id?: unknown; respondentId?: unknown })?.respondentId ?? (r as { id?: unknown })?.id,
      )
      .filter((id): id is number => typeof id === "number");
  return [];
}

/**
 * Books the focused panel member (or the selected ones) into a session: the picker lists the
 * matching sessions with each of their time slots, so one choice names both.
 */
export const bookIntoSession = defineCommand<BookingTarget>({
  id: "sessions.book",
  title: "Book into session…",
  category: "Sessions",
  keywords: ["book", "booking", "schedule", "attendee", "session", "time slot"],
  key: "Alt+B",
  rights: [RIGHTS.JobAdmin],
  scope: [...RESPONDENT_RECORDS, ...RESPONDENT_SEARCH],
  when: (ctx) => respondentsToBook(ctx).length > 0,
  picker: {
    placeholder: "Session name, number or job number",
    minLength: 1,
    hint: "Type a session name or number, or a job number; then pick the time slot.",
    load: async (query, ctx, signal) => {
      const sessions = (await ctx.api.searchSessions(query, signal)).slice(0, 5);
      const { slotChoices } = await ctx.areas.sessions();
      const rows: PickerItem<BookingTarget>[] = [];
      for (const s of sessions) {
        const title = `${s.name} (#${s.sessionNumber})`;
        const slots = await slotChoices(s.id);
        const base = { sessionId: s.id, jobId: s.jobId, sessionTitle: `${title} – ${s.jobNumberAndName}` };
        if (!slots.length)
          rows.push({
            id: `book-${s.id}`,
            title,
            subtitle: `${s.jobNumberAndName} · no time slots`,
            value: { ...base, timeSlotId: null },
          });
        for (const slot of slots)
          rows.push({
            id: `book-${s.id}-${slot.id}`,
            title: `${title} · ${slot.label}`,
            subtitle: `${s.jobNumberAndName} · ${slot.booked} of ${slot.capacity || "∞"} booked${slot.full ? " · full: standby" : ""}`,
            value: { ...base, timeSlotId: slot.id },
          });
      }
      return rows;
    },
  },
  run: async (ctx, target) => {
    const ids = respondentsToBook(ctx);
    if (!ids.length) return;
    const { eventCalls } = await ctx.areas.sessions();
    const answer = await ctx.call(
      eventCalls.createEvents,
      {
        jobId: target.jobId,
        jobGroupId: target.sessionId,
        jobGroupTimeId: target.timeSlotId,
        respondentIds: ids,
      },
      { refresh: attendeeLists(target.sessionId) },
    );
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    // The truth per person: a place, or standby when full (M15).
    const { created, skipped } = answer.value;
    const full = target.timeSlotId ? "slot" : "session";
    const placed = created.map((c) => ({ ...c, full: c.status === "Standby" ? full : null }));
    const { title, text } = bookingToast(target.sessionTitle, placed, skipped);
    ctx.toast.success(title, text);
  },
});
