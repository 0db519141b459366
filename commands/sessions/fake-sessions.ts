import { BOOKING_STATUSES, isBulkOutcome } from "../../server/contracts/sessions/booking-states";
import { fakeContext, ok } from "../core/fake-context";
import type { AreaApis, CommandContext } from "../core/types";

/** Test support of the sessions commands: a recording fake sessions API and a session tab. */

/** A fake sessions API that records every call; answers can be replaced per test. */
export function fakeSessions(calls: string[], over: Record<string, unknown> = {}) {
  const api = {
    isBulkOutcome,
    BOOKING_STATUSES,
    runAttendeeAction: async (sessionId: number, action: string, ids: number[], value?: unknown) => {
      calls.push(
        `api.${action} ${sessionId} ${JSON.stringify(ids)}${value === undefined ? "" : ` ${value}`}`,
      );
      return ok({ batchId: 41, changed: ids, skipped: [] });
    },
    recordAttendeeOutcome: async (sessionId: number, ids: number[], status: string) => {
      calls.push(`api.outcome ${sessionId} ${JSON.stringify(ids)} ${status}`);
      return ok({ batchId: 77, changed: ids, skipped: [] });
    },
    setAttendeeStatus: async (sessionId: number, ids: number[], status: string) => {
      calls.push(`api.status ${sessionId} ${JSON.stringify(ids)} ${status}`);
      return ok({ batchId: 78, changed: ids, skipped: [] });
    },
    undoAttendeeAction: async (sessionId: number, batchId: number) => {
      calls.push(`api.undo ${sessionId} ${batchId}`);
      return ok({ batchId, restored: 1 });
    },
    deleteSessions: async (jobId: number, ids: number[]) => {
      calls.push(`api.deleteSessions ${jobId} ${JSON.stringify(ids)}`);
      return ok(true);
    },
    deleteSessionRows: async (tab: string, sessionId: number, ids: number[]) => {
      calls.push(`api.deleteRows ${tab} ${sessionId} ${JSON.stringify(ids)}`);
      return ok(true);
    },
    sessionTimes: async (sessionId: number) => [
      {
        id: 70 + sessionId,
        jobGroupId: sessionId,
        startsAt: "2026-12-03T10:00:00+11:00",
        endsAt: "2026-12-03T11:00:00+11:00",
        capacity: 8,
        notes: null,
        booked: 3,
        standby: 0,
      },
    ],
    slotChoices: async (sessionId: number) => [
      {
        id: 70 + sessionId,
        label: "03/12/2026 10:00–11:00",
        booked: 3,
        capacity: 8,
        standby: 0,
        full: false,
      },
      { id: 90 + sessionId, label: "03/12/2026 12:00–13:00", booked: 3, capacity: 3, standby: 1, full: true },
    ],
    bookIntoSlot: async (sessionId: number, ids: number[], slotId: number) => {
      calls.push(`api.bookIntoSlot ${sessionId} ${JSON.stringify(ids)} ${slotId}`);
      return ok({
        batchId: 88,
        changed: ids,
        skipped: [],
        placed: ids.map((id) => ({ eventId: id, fullName: "Max Larson", status: "Standby", full: "x" })),
      });
    },
    bookRespondents: async (target: unknown, ids: number[]) => {
      calls.push(`api.book ${JSON.stringify(target)} ${JSON.stringify(ids)}`);
      return ok({ batchId: 5, changed: [], skipped: [], created: [], warnings: [] });
    },
    ...over,
  };
  return async () => api as unknown as AreaApis["sessions"];
}

export const records =
  (calls: string[], allowed: true | string = true) =>
  async () =>
    ({
      deleteAllowed: async (kind: string) => {
        calls.push(`deleteAllowed ${kind}`);
        return allowed;
      },
    }) as unknown as AreaApis["records"];

export const onSession = (tab: string, selection: unknown[] = []) => ({
  focused: {
    path: `/session/edit/3/7/${tab}`,
    title: "Evening (#1)",
    pattern: "/session/edit/:id/:jobid/:tab",
    params: { id: "3", jobid: "7", tab },
  },
  selection,
});
export const attendee = (eventId: number) => ({
  eventId,
  respondentId: eventId + 100,
  fullName: `R ${eventId}`,
});

export function context(over: Partial<CommandContext> = {}, sessionsOver: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const made = fakeContext({
    ...over,
    areas: {
      ...fakeContext().ctx.areas,
      sessions: fakeSessions(calls, sessionsOver),
      records: records(calls),
    },
  });
  made.calls.push = (...items: string[]) => calls.push(...items);
  return { ...made, calls };
}
