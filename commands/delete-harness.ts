/** The delete commands' harness (delete-commands.test.ts): fake areas, calls and context. */

import { vi } from "vitest";
import * as ticketCalls from "../server/contracts/admin/ticket-calls";
import * as userCalls from "../server/contracts/admin/users-calls";
import type { Call } from "../server/contracts/call";
import * as messagingCalls from "../server/contracts/messaging/calls";
import * as listCalls from "../server/contracts/private-lists-calls";
import * as referenceCalls from "../server/contracts/reference-data-calls";
import * as staffReportCalls from "../server/contracts/reports/staff-calls";
import * as respondentCalls from "../server/contracts/respondents/calls";
import * as rosterCalls from "../server/contracts/staff-office/roster-calls";
import * as surveyCalls from "../server/contracts/surveys/calls";
import { fakeArea, fakeContext } from "./core/fake-context";
import type { AnyCommand, FocusedView } from "./core/types";

type Answer = { succeeded: boolean; errors: string[]; successMsg?: string | null };
export const OK: Answer = { succeeded: true, errors: [] };
export const REFUSED = "You don't have permission to delete this.";

export const view = (path: string, pattern: string, params: Record<string, string>): FocusedView => ({
  path,
  title: "Tab",
  pattern,
  params,
});
const user = {
  id: "1",
  name: "Admin",
  rights: new Set([
    "JOB",
    "CLI",
    "RES",
    "INC",
    "INV",
    "ICV",
    "ETA",
    "ESA",
    "MSLQ",
    "MGQ",
    "LST",
    "MSA",
    "RJA",
    "TKT",
    "CFG",
    "REF",
    "USR",
  ]),
  flags: {},
};

/** The child-list resources the fake area modules hand to deleteChildren, compared by identity. */
export const jobChildren = { contacts: { kind: "job-contact" }, quotas: { kind: "quota" } };
export const clientChildren = { contacts: { kind: "client-contact" } };
export const respondentChildren = { kind: "respondent-child" };

/** Fake area APIs whose delete calls all answer `answer`, recording what they were called with. */
function fakeAreas(answer: () => Promise<Answer>) {
  const called: unknown[][] = [];
  const call =
    (name: string) =>
    (...args: unknown[]) => {
      called.push([name, ...args]);
      return answer();
    };
  /** ctx.call of declared calls: recorded as ["POST /path", input], answered like the area fakes. */
  const declared = (desc: Call, input: unknown) => {
    called.push([`${desc.method} ${desc.path}`, input]);
    return answer() as Promise<never>;
  };
  const deleteAllowed = vi.fn(async (_kind: string): Promise<true | string> => true);
  const areas = {
    records: fakeArea<"records">({ deleteAllowed, deleteChildren: call("deleteChildren") }),
    jobs: fakeArea<"jobs">({
      jobChildren,
      deleteJobs: call("deleteJobs"),
      deleteDurations: call("deleteDurations"),
      deleteInvoices: call("deleteInvoices"),
    }),
    clients: fakeArea<"clients">({ clientChildren, deleteClients: call("deleteClients") }),
    respondents: fakeArea<"respondents">({
      respondentChildren,
      calls: respondentCalls,
    }),
    sessions: fakeArea<"sessions">({
      sessionTimes: async () => [{ booked: 2 }, { booked: 1 }] as never,
      deleteSessions: call("deleteSessions"),
      deleteSessionRows: call("deleteSessionRows"),
    }),
    messaging: fakeArea<"messaging">({
      calls: messagingCalls,
      messagingKeys: { templates: ["t"], senders: ["s"] } as never,
    }),
    surveys: fakeArea<"surveys">({
      calls: surveyCalls,
      surveyKeys: { all: ["surveys"], templates: ["surveys", "templates"] } as never,
      editor: {
        focusedQuestion: () => ({ key: "q2", number: 2 }),
        focusedOption: () => ({ questionKey: "q2", key: "o1", label: "Yes" }),
        removeQuestion: call("removeQuestion"),
        removeOption: call("removeOption"),
      },
    }),
    panelSearch: fakeArea<"panelSearch">({ deleteGlobalQueries: call("deleteGlobalQueries") }),
    privateLists: fakeArea<"privateLists">({
      calls: listCalls,
      listKeys: { all: ["private-lists"] } as never,
    }),
    staffReports: fakeArea<"staffReports">({ calls: staffReportCalls }),
    staffRoster: fakeArea<"staffRoster">({ calls: rosterCalls }),
    tickets: fakeArea<"tickets">({ calls: ticketCalls, ticketKeys: { all: ["tickets"] } as never }),
    adminConfig: fakeArea<"adminConfig">({ deleteConfigItem: call("deleteConfigItem") }),
    adminReference: fakeArea<"adminReference">({ calls: referenceCalls, referenceChanged: async () => {} }),
    adminUsers: fakeArea<"adminUsers">({ calls: userCalls, usersChanged: async () => {} }),
  };
  return { areas, called, deleteAllowed, declared };
}

export interface Case {
  name: string;
  command: AnyCommand;
  focused: FocusedView;
  selection?: unknown[];
  args?: unknown;
  kind: string;
  what: string;
  /** The question when it is not the standard 'will be deleted' one (a deactivation). */
  text?: string;
  call: unknown[];
  after: string;
  /** Puts a screen's state in place (the roster's focused cell) before the command runs. */
  before?: () => void;
}

export function setup(c: Case, answer: () => Promise<Answer>, confirm = true) {
  c.before?.();
  const fakes = fakeAreas(answer);
  const confirmed: string[] = [];
  const buttons: unknown[] = [];
  const { ctx, calls } = fakeContext({
    areas: fakes.areas,
    call: fakes.declared,
    focused: c.focused,
    selection: c.selection ?? [],
    user,
    confirm: async (text, _title, options) => {
      confirmed.push(text);
      buttons.push(options);
      return confirm;
    },
  });
  return { ...fakes, ctx, calls, confirmed, buttons, run: () => c.command.run(ctx, c.args) };
}
