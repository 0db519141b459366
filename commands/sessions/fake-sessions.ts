import type { Call } from "../../server/contracts/call";
import * as signoffCalls from "../../server/contracts/client-schedule-calls";
import { BOOKING_STATUSES, isBulkOutcome } from "../../server/contracts/sessions/booking-states";
import * as eventCalls from "../../server/contracts/sessions/event-calls";
import { fakeContext, ok } from "../core/fake-context";
import type { AreaApis, CommandContext } from "../core/types";

/** Test support of the sessions commands: a recording fake sessions API and a session tab. */

/** A fake sessions API that records every call; answers can be replaced per test. */
export function fakeSessions(calls: string[], over: Record<string, unknown> = {}) {
  const api = {
    eventCalls,
    signoffCalls,
    isBulkOutcome,
    BOOKING_STATUSES,
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

type Ids = { ids: number[] };
const bulk = (batchId: number) => (input: unknown) => ({ batchId, changed: (input as Ids).ids, skipped: [] });

/** What the event calls answer unless a test says otherwise: each bulk call its own undo batch. */
const EVENT_ANSWERS: [Call, unknown][] = [
  ...[
    eventCalls.confirmAttendance,
    eventCalls.unconfirmAttendance,
    eventCalls.recordPayment,
    eventCalls.cancelPayment,
    eventCalls.bouncedPayment,
    eventCalls.postInterviewTime,
    eventCalls.postIncentive,
    eventCalls.postDocumentComment,
    eventCalls.postNotes,
  ].map((desc): [Call, unknown] => [desc, bulk(41)]),
  [eventCalls.recordOutcome, bulk(77)],
  [eventCalls.setAttendeeStatus, bulk(78)],
  [
    eventCalls.undoBatch,
    (input: unknown) => ({ batchId: (input as { batchId: number }).batchId, restored: 1 }),
  ],
  [
    eventCalls.bookIntoSlot,
    (input: unknown) => ({
      ...bulk(88)(input),
      placed: (input as Ids).ids.map((id) => ({
        eventId: id,
        fullName: "Max Larson",
        status: "Standby",
        full: "x",
      })),
    }),
  ],
  [eventCalls.createEvents, { batchId: 5, changed: [], skipped: [], created: [], warnings: [] }],
];

/**
 * The declared calls a test made, short: `POST /event/ConfirmAttendance {"ids":[1,2]} @3`, where
 * `@3` is the session whose lists the call reloads.
 */
export const posted = (calls: readonly string[]) =>
  calls
    .filter((c) => c.startsWith("call "))
    .map((c) => c.slice("call ".length).replace(/ refresh \[\["sessions",(\d+)\].*$/, " @$1"));

export function context(
  over: Partial<CommandContext> & { answers?: Map<Call, unknown> } = {},
  sessionsOver: Record<string, unknown> = {},
) {
  const calls: string[] = [];
  const made = fakeContext({
    ...over,
    answers: new Map([...EVENT_ANSWERS, ...(over.answers ?? [])]),
    areas: {
      ...fakeContext().ctx.areas,
      sessions: fakeSessions(calls, sessionsOver),
      records: records(calls),
    },
  });
  made.calls.push = (...items: string[]) => calls.push(...items);
  return { ...made, calls };
}
