import type { Call } from "../../server/contracts/call";
import type { ApiResult } from "../../src/lib/http";
import { AREA_LOADERS } from "./area-loaders";
import type { AreaApis, AreaLoaders, CommandContext } from "./types";

/** An answer a test gives a declared call: the value, a partial envelope, or a function of the input. */
type FakeAnswer = unknown | ((input: unknown) => unknown);

const isEnvelope = (v: unknown): v is Partial<ApiResult<unknown>> =>
  typeof v === "object" && v !== null && "succeeded" in v;

function envelopeOf(answer: unknown): ApiResult<unknown> {
  const base = { succeeded: true, value: null, errors: [], successMsg: null, message: null, status: 200 };
  return isEnvelope(answer) ? { ...base, ...answer } : { ...base, value: answer ?? null };
}

/** A succeeded envelope and a refused one, for fakes written by hand. */
export const ok = <T>(value: T) => ({
  succeeded: true,
  value,
  errors: [],
  successMsg: null,
  message: null,
  status: 200,
});
export const refused = (error: string) => ({
  succeeded: false,
  value: null,
  errors: [error],
  successMsg: null,
  message: null,
  status: 200,
});

/**
 * A CommandContext for unit tests: every effect is recorded in `calls`, the API answers from
 * `overrides`, and the area APIs are the fakes passed in `areas` (no module mocks). Commands run
 * against it without a browser.
 */
export function fakeContext(
  overrides: Partial<Omit<CommandContext, "areas">> & {
    areas?: Partial<AreaLoaders>;
    /** Answers of declared calls made with ctx.call; a call not listed succeeds with no value. */
    answers?: Map<Call, FakeAnswer>;
  } = {},
) {
  const calls: string[] = [];
  /** The Undo buttons of undoable toasts, newest last: a test presses one by calling it. */
  const undos: (() => void)[] = [];
  const log =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name} ${JSON.stringify(args)}` : name);
    };
  let clock: "IN" | "OUT" | null = "OUT";
  let tracking: { jobId: number; jobNumberAndName: string } | null = null;
  const notFaked = (area: string) => async () => {
    throw new Error(`fakeContext: pass areas.${area} to this test`);
  };
  // Area APIs a test does not pass fail loudly: commands reach the server only through these.
  const areas = Object.fromEntries(
    Object.keys(AREA_LOADERS).map((area) => [
      area,
      overrides.areas?.[area as keyof AreaLoaders] ?? notFaked(area),
    ]),
  ) as AreaLoaders;
  const { answers, areas: _areas, ...rest } = overrides;
  const ctx: CommandContext = {
    api: {
      searchJobs: async (q) => [
        { id: 7, jobNumberAndName: `J24007 - ${q}`, jobNumber: "J24007", jobName: q, jobStatus: "Open" },
      ],
      searchRespondents: async () => [
        {
          id: 5,
          fullName: "Ben Ng",
          businessRego: true,
          disabilityRego: false,
          mobile: null,
          email: null,
          isActive: true,
        },
      ],
      searchSessions: async () => [
        {
          id: 3,
          jobId: 7,
          sessionNumber: 1,
          name: "Evening",
          startsAt: "2026-12-03T07:00:00.000Z",
          jobNumberAndName: "J24007 - X",
        },
      ],
      searchClients: async () => [{ id: 2, name: "Acme", status: "Active" }],
      layouts: {
        list: async () => [
          { name: "Morning", layout: { version: 1 }, updatedAt: "2026-11-21T08:00:00.000Z" },
        ],
        saveCurrentAs: async (name) => {
          calls.push(`layouts.save ${name}`);
          return null;
        },
        apply: (layout) => {
          calls.push(`layouts.apply ${JSON.stringify(layout)}`);
          return true;
        },
      },
      tracker: {
        clockIn: async () => {
          clock = "IN";
          calls.push("tracker.clockIn");
        },
        clockOut: async () => {
          clock = "OUT";
          tracking = null;
          calls.push("tracker.clockOut");
        },
        track: async (job) => {
          tracking = { jobId: job.id, jobNumberAndName: job.jobNumberAndName };
          calls.push(`tracker.track ${job.id}`);
        },
        stop: async () => {
          tracking = null;
          calls.push("tracker.stop");
        },
        state: () => ({ clock, tracking, busy: false }),
      },
      logout: async () => {
        calls.push("logout");
      },
    },
    navigate: log("navigate"),
    openView: log("openView"),
    workspace: {
      newTab: log("ws.newTab"),
      closeTab: log("ws.closeTab"),
      closeOtherTabs: log("ws.closeOtherTabs"),
      reopenClosedTab: log("ws.reopenClosedTab"),
      togglePin: log("ws.togglePin"),
      cycleTab: log("ws.cycleTab"),
      goToTab: log("ws.goToTab"),
      split: log("ws.split"),
      cyclePane: log("ws.cyclePane"),
      moveTabToOtherPane: log("ws.moveTabToOtherPane"),
      toggleMaximize: log("ws.toggleMaximize"),
      clearSelection: log("ws.clearSelection"),
      info: () => ({ panes: 1, tabsInPane: 1, closedTabs: 0, focusedPinned: false, maximized: false }),
    },
    confirm: async () => true,
    prompt: async () => "My layout",
    toast: {
      success: log("toast.success"),
      error: log("toast.error"),
      alert: log("toast.alert"),
      undoable: (title, text, undo) => {
        calls.push(`toast.undoable ${JSON.stringify([title, text])}`);
        undos.push(undo);
      },
      dismiss: log("toast.dismiss"),
    },
    focused: null,
    selection: [],
    user: { id: "2", name: "Recruiter", rights: new Set<string>(), flags: {} },
    otherPane: false,
    showShortcuts: log("showShortcuts"),
    call: async (desc, input, options) => {
      const refresh = options?.refresh ? ` refresh ${JSON.stringify(options.refresh)}` : "";
      calls.push(`call ${desc.method} ${desc.path} ${JSON.stringify(input)}${refresh}`);
      const answer = answers?.get(desc);
      // biome-ignore lint/suspicious/noExplicitAny: a fake answers whatever value the test gives
      return envelopeOf(typeof answer === "function" ? answer(input) : answer) as any;
    },
    ...rest,
    areas,
  };
  return { ctx, calls, undos };
}

/**
 * A fake area API for `fakeContext({ areas: { jobs: fakeArea<"jobs">({ deleteJobs }) } })`: only
 * the functions a command calls need to be there. Names are checked against the real module;
 * answers may be partial envelopes.
 */
export function fakeArea<K extends keyof AreaApis>(
  impl: {
    [P in keyof AreaApis[K]]?: unknown;
  },
): () => Promise<AreaApis[K]> {
  return async () => impl as unknown as AreaApis[K];
}
