import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../server/contracts/call";
import * as calls from "../../server/contracts/private-lists-calls";
import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { listScreen } from "../../src/features/private-lists/state/screen-state";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import type { CommandContext, FocusedView } from "../core/types";
import {
  downloadImportTemplate,
  downloadListSample,
  exportPrivateList,
  uploadListFile,
} from "./file-commands";
import { newPrivateList } from "./list-commands";
import { addFromSearch, addListMember, removeListMembers } from "./member-commands";

const SCREEN: FocusedView = {
  path: "/admin/privatelist",
  title: "Private List",
  pattern: "/admin/privatelist",
  params: {},
};
const RIGHTS_ALL = new Set(["LST", "EXP", "EXR"]);

function setup(over: Partial<Omit<CommandContext, "areas">> = {}) {
  const downloads: string[] = [];
  const privateLists = fakeArea<"privateLists">({
    calls,
    listKeys: { all: ["private-lists"], one: (id: number) => ["private-lists", "one", id] } as never,
    LIST_FILES: {
      export: (id: number) => `/api/respondentlist-export/${id}`,
      sample: "/api/config/files/private-list-sample",
      template: "/api/config/files/panel-import-template",
    },
    downloadListFile: async (path: string) => {
      downloads.push(path);
      return path.includes("export")
        ? { ok: true, rows: 3, fileName: "list.xlsx" }
        : { ok: true, rows: 0, fileName: "sample.xlsx" };
    },
  });
  const t = fakeContext({
    focused: SCREEN,
    user: { id: "2", name: "Recruiter", rights: RIGHTS_ALL, flags: {} },
    areas: { privateLists },
    answers: new Map<Call, unknown>([
      [calls.addToPrivateList, { added: 1 }],
      [calls.removeFromPrivateList, { removed: 2 }],
    ]),
    ...over,
  });
  return { ...t, downloads };
}

beforeEach(() => listScreen.open(null));

describe("private-list commands", () => {
  it("opens the list-file upload on a saved list only, and closes it again", async () => {
    const t = setup();
    expect(availability(uploadListFile, t.ctx)).toMatchObject({ state: "disabled" });
    listScreen.open(7);
    expect(availability(uploadListFile, t.ctx)).toMatchObject({ state: "enabled" });
    await uploadListFile.run(t.ctx, undefined);
    expect(listScreen.uploading()).toBe(true);
    await uploadListFile.run(t.ctx, undefined);
    expect(listScreen.uploading()).toBe(false);
    await uploadListFile.run(t.ctx, undefined);
    listScreen.open(8);
    expect(listScreen.uploading()).toBe(false);
  });

  it("open a blank list; member commands wait for a saved list", async () => {
    const t = setup();
    expect(availability(addListMember, t.ctx)).toMatchObject({ state: "disabled" });
    await newPrivateList.run(t.ctx, undefined);
    expect(listScreen.openId()).toBe(0);
    expect(availability(exportPrivateList, t.ctx)).toMatchObject({ state: "disabled" });
    expect(availability(newPrivateList, { ...t.ctx, focused: null })).toMatchObject({ state: "hidden" });
  });

  it("add a picked panel member to the open list and refresh it", async () => {
    listScreen.open(9);
    const t = setup();
    expect(availability(addListMember, t.ctx).state).toBe("enabled");
    const [person] = await t.ctx.api.searchRespondents("Ben");
    await addListMember.run(t.ctx, person!);
    expect(t.calls[0]).toBe(
      'call POST /respondentlist/addmembers {"listId":9,"ids":[5]} refresh [["private-lists","one",9]]',
    );
    expect(t.calls.at(-1)).toBe('toast.success ["Added!","Ben Ng added to the list."]');
  });

  it("remove the selected members after asking; nothing without a selection", async () => {
    listScreen.open(9);
    const t = setup();
    expect(availability(removeListMembers, t.ctx)).toMatchObject({
      state: "disabled",
      reason: "Select members first.",
    });
    listScreen.setSelectedMembers([4, 5]);
    await removeListMembers.run(t.ctx, undefined);
    expect(t.calls[0]).toContain('call POST /respondentlist/removemembers {"listId":9,"ids":[4,5]}');
    expect(listScreen.selectedMembers()).toEqual([]);
    const cancelled = setup({ confirm: async () => false });
    listScreen.setSelectedMembers([4]);
    await removeListMembers.run(cancelled.ctx, undefined);
    expect(cancelled.calls).toEqual([]);
  });

  it("open panel search beside the list to add a selection", async () => {
    listScreen.open(9);
    const t = setup();
    await addFromSearch.run(t.ctx, undefined);
    expect(t.calls[0]).toBe(
      'openView ["/searchrespondents",{"otherPane":true,"title":"Search Panel Members"}]',
    );
  });

  it("export the open list, or say the spec's text without the export rights", async () => {
    listScreen.open(9);
    const t = setup();
    await exportPrivateList.run(t.ctx, undefined);
    expect(t.downloads).toEqual(["/api/respondentlist-export/9"]);
    expect(t.calls).toEqual(['toast.success ["Download ready","3 members saved as list.xlsx."]']);
    const denied = setup({ user: { id: "2", name: "R", rights: new Set(["LST"]), flags: {} } });
    await exportPrivateList.run(denied.ctx, undefined);
    expect(denied.downloads).toEqual([]);
    expect(denied.calls).toEqual([`toast.alert ${JSON.stringify(["Access Denied!", EXPORT_DENIED])}`]);
  });

  it("download the sample list file and the import template", async () => {
    const t = setup();
    await downloadListSample.run(t.ctx, undefined);
    await downloadImportTemplate.run(t.ctx, undefined);
    expect(t.downloads).toEqual([
      "/api/config/files/private-list-sample",
      "/api/config/files/panel-import-template",
    ]);
  });
});
