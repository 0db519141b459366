import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../server/contracts/call";
import * as calls from "../../server/contracts/panel-search-calls";
import * as listCalls from "../../server/contracts/private-lists-calls";
import * as eventCalls from "../../server/contracts/sessions/event-calls";
import { panelSearchScreens, type SearchTabState } from "../../src/features/panel-search/state/screen-state";
import { fakeArea, fakeContext, ok, refused } from "../core/fake-context";
import { availability } from "../core/registry";
import type { CommandContext, FocusedView } from "../core/types";
import { bookIntoSession } from "../sessions/book-into-session";
import { addCondition } from "./add-condition";
import { addToPrivateList } from "./add-to-private-list";
import { exportRawData, exportVisibleColumns } from "./export-results";
import { renameGlobalQuery } from "./manage-global-queries";
import { openResultInOtherPane } from "./open-in-other-pane";
import { openSavedQuery } from "./open-saved-query";
import { runSearch } from "./run-search";
import { saveQueryForJob, saveQueryGlobally } from "./save-query";
import { selectAllResults } from "./select-all";

const SEARCH: FocusedView = {
  path: "/searchrespondents",
  title: "Search",
  pattern: "/searchrespondents",
  params: {},
};
const FILTER = {
  op: "and",
  items: [{ type: "DropDown", field: "gender", comparison: "equals", value1: "F" }],
};
const state = (over: Partial<SearchTabState> = {}): SearchTabState => ({
  entity: "respondent",
  filters: FILTER,
  problems: [],
  jobId: 7,
  sessionId: null,
  columns: ["fullName", "state"],
  sort: null,
  total: 42,
  estimated: false,
  queryId: null,
  queryName: null,
  ...over,
});
const user = { id: "2", name: "Recruiter", rights: new Set(["RES", "JOB", "EXR", "MGQ", "LST"]), flags: {} };

function setup(over: Partial<Omit<CommandContext, "areas">> = {}, api: Record<string, unknown> = {}) {
  const called: unknown[][] = [];
  const record =
    (name: string, answer: unknown) =>
    async (...args: unknown[]) => {
      called.push([name, ...args]);
      return answer;
    };
  const panelSearch = fakeArea<"panelSearch">({
    calls,
    idsInput: (s: SearchTabState) => ({ entity: s.entity, jobId: s.jobId }),
    saveQuery: record("saveQuery", ok({ id: 12 })),
    addToPrivateList: record("addToPrivateList", ok(null)),
    exportRequest: (s: SearchTabState, raw: boolean) => ({
      path: `/api/${s.entity}/${raw ? "raw" : "cols"}`,
      payload: {},
    }),
    renameQuery: record("renameQuery", ok({ id: 3 })),
    ...api,
  });
  const exports = fakeArea<"exports">({
    downloadExport: async (req: { path: string; tag: string }) => {
      called.push(["downloadExport", req.path, req.tag]);
      return { ok: true, rows: 42, fileName: "respondents.xlsx" };
    },
  });
  const sessions = fakeArea<"sessions">({ eventCalls });
  const t = fakeContext({
    focused: SEARCH,
    user,
    prompt: async () => "Women NSW 25-34",
    areas: { panelSearch, exports, sessions },
    answers: new Map<Call, unknown>([
      [
        calls.savedQueries,
        [
          { id: 3, name: "Women NSW 25-34", isGlobal: true },
          { id: 4, name: "Men VIC", isGlobal: false },
        ],
      ],
      [listCalls.privateLists, { rows: [{ id: 9, name: "Focus group A", memberCount: 2 }], total: 1 }],
      [calls.queryIds, { ids: [5, 6, 7], total: 3, truncated: false }],
      [eventCalls.createEvents, { batchId: 1, changed: [5, 6, 7], skipped: [], created: [], warnings: [] }],
    ]),
    ...over,
  });
  return { ...t, called };
}

beforeEach(() => {
  panelSearchScreens.forget(SEARCH.path);
  panelSearchScreens.setSelection(SEARCH.path, []);
});

describe("panel search commands", () => {
  it("run and add condition ask the focused search screen; a filter with problems cannot run", async () => {
    panelSearchScreens.publish(SEARCH.path, state({ problems: ["Age: enter both values."] }));
    const t = setup();
    expect(availability(runSearch, t.ctx)).toMatchObject({
      state: "disabled",
      reason: "Age: enter both values.",
    });
    await addCondition.run(t.ctx, undefined);
    expect(panelSearchScreens.lastRequest()).toMatchObject({ path: SEARCH.path, kind: "addCondition" });
    panelSearchScreens.publish(SEARCH.path, state());
    expect(availability(runSearch, t.ctx).state).toBe("enabled");
    await runSearch.run(t.ctx, undefined);
    expect(panelSearchScreens.lastRequest()).toMatchObject({ path: SEARCH.path, kind: "run" });
  });

  it("saves for the chosen job or globally, with the name asked for", async () => {
    panelSearchScreens.publish(SEARCH.path, state({ jobId: null }));
    const noJob = setup();
    expect(availability(saveQueryForJob, noJob.ctx)).toMatchObject({ state: "disabled" });
    panelSearchScreens.publish(SEARCH.path, state());
    const t = setup();
    await saveQueryForJob.run(t.ctx, undefined);
    await saveQueryGlobally.run(t.ctx, undefined);
    expect(t.called.map((c) => [c[0], c[2], c[3], c[4]])).toEqual([
      ["saveQuery", "Women NSW 25-34", true, "searchrespondents"],
      ["saveQuery", "Women NSW 25-34", false, "searchrespondents"],
    ]);
    expect(t.calls.filter((c) => c.startsWith("toast.success"))).toHaveLength(2);
  });

  it("shows the server's refusal of a save", async () => {
    panelSearchScreens.publish(SEARCH.path, state());
    const t = setup({}, { saveQuery: async () => refused("Name is required") });
    await saveQueryGlobally.run(t.ctx, undefined);
    expect(t.calls).toEqual([`toast.error ${JSON.stringify(["Error!", "Name is required"])}`]);
  });

  it("opens a saved query by its URL, found by part of its name", async () => {
    panelSearchScreens.publish(SEARCH.path, state());
    const t = setup();
    const rows = await openSavedQuery.picker?.load("nsw", t.ctx, new AbortController().signal);
    expect(rows?.map((r) => r.title)).toEqual(["Women NSW 25-34"]);
    await openSavedQuery.run(t.ctx, { id: 3, name: "Women NSW 25-34" });
    expect(t.calls).toEqual([
      // The job's queries and the global ones: the job of the focused search.
      `call GET /:entity/GetExistingQuerys/:jobId ${JSON.stringify({ entity: "respondent", jobId: 7 })}`,
      `openView ${JSON.stringify(["/searchrespondents/filter/3", { otherPane: false, title: "Women NSW 25-34" }])}`,
    ]);
  });

  it("adds the selected members (event rows by respondentId, no duplicates) to a private list", async () => {
    const t = setup({ selection: [{ id: 5 }, { id: 90, respondentId: 6 }, { id: 5 }] });
    expect(availability(addToPrivateList, t.ctx).state).toBe("enabled");
    await addToPrivateList.run(t.ctx, { id: 9, name: "Focus group A" });
    expect(t.called).toEqual([["addToPrivateList", 9, [5, 6]]]);
    expect(t.calls[0]).toContain("2 panel members added to Focus group A.");
    expect(availability(addToPrivateList, setup().ctx).state).toBe("hidden");
  });

  it("exports visible columns or raw data with the export right, and explains a missing right", async () => {
    panelSearchScreens.publish(SEARCH.path, state());
    const t = setup();
    await exportVisibleColumns.run(t.ctx, undefined);
    await exportRawData.run(t.ctx, undefined);
    expect(t.called).toEqual([
      ["downloadExport", "/api/respondent/cols", "search-respondent"],
      ["downloadExport", "/api/respondent/raw", "search-respondent"],
    ]);
    const denied = setup({ user: { ...user, rights: new Set(["RES"]) } });
    await exportVisibleColumns.run(denied.ctx, undefined);
    expect(denied.called).toEqual([]);
    expect(denied.calls[0]).toMatch(/^toast.alert \["Access Denied!"/);
  });

  it("selects every result through the ids call, so booking acts on all of them", async () => {
    panelSearchScreens.publish(SEARCH.path, state());
    const t = setup();
    await selectAllResults.run(t.ctx, undefined);
    expect(panelSearchScreens.selection(SEARCH.path)).toEqual([{ id: 5 }, { id: 6 }, { id: 7 }]);
    const booked = setup({ selection: panelSearchScreens.selection(SEARCH.path) });
    expect(availability(bookIntoSession, booked.ctx).state).toBe("enabled");
    await bookIntoSession.run(booked.ctx, {
      sessionId: 2,
      jobId: 7,
      sessionTitle: "Group 1",
      timeSlotId: null,
    });
    expect(booked.calls.filter((c) => c.startsWith("call POST /event/create"))).toEqual([
      'call POST /event/create {"jobId":7,"jobGroupId":2,"jobGroupTimeId":null,"respondentIds":[5,6,7]} refresh [["sessions",2],["sessions","pending"]]',
    ]);
  });

  it("opens the selected member's record (by panel) in the other pane", async () => {
    const t = setup({ selection: [{ id: 4, fullName: "Mia Chen", businessRego: true }] });
    await openResultInOtherPane.run(t.ctx, undefined);
    expect(t.calls).toEqual([
      `openView ${JSON.stringify(["/bussinesspanelmember/4", { otherPane: true, title: "Mia Chen" }])}`,
    ]);
  });

  it("renames one selected global query", async () => {
    const focused = {
      path: "/admin/globalqueries",
      title: "Global",
      pattern: "/admin/globalqueries",
      params: {},
    };
    const t = setup({ focused, selection: [{ id: 3, name: "Old" }], prompt: async () => "New name" });
    await renameGlobalQuery.run(t.ctx, undefined);
    expect(t.called).toEqual([["renameQuery", "respondent", 3, "New name"]]);
    const two = setup({
      focused,
      selection: [
        { id: 3, name: "A" },
        { id: 4, name: "B" },
      ],
    });
    expect(availability(renameGlobalQuery, two.ctx)).toMatchObject({ state: "disabled" });
  });
});
