import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ConfigItemRow } from "../../server/contracts/admin/config-items";
import * as adminCalls from "../../server/contracts/admin/reference-admin-calls";
import type { Call } from "../../server/contracts/call";
import * as calls from "../../server/contracts/reference-data-calls";
import { configScreen } from "../../src/features/admin/config/state/config-screen";
import { referenceScreen } from "../../src/features/admin/reference/state/reference-screen";
import { fakeArea, fakeContext, ok } from "../core/fake-context";
import { availability } from "../core/registry";
import type { AreaApis, CommandContext } from "../core/types";
import { changeSetting, revertSelectedSetting, revertSetting } from "./config";
import {
  deactivateReferenceValue,
  deleteReferenceValues,
  editReferenceValue,
  mergeReferenceValue,
  openReferenceList,
} from "./reference";

const CONFIG_PAGE = {
  path: "/system-configuration",
  title: "System Configuration",
  pattern: "/system-configuration",
  params: {},
};
const REF_PAGE = {
  path: "/admin/reference",
  title: "Reference Data",
  pattern: "/admin/reference",
  params: {},
};

const setting = (over: Partial<ConfigItemRow> = {}): ConfigItemRow => ({
  id: 2,
  key: "IsFarronResearch",
  label: "Research-company flavour",
  kind: "flag",
  store: "flag",
  description: "",
  switches: ["Staff menu: Support Tickets"],
  choices: [],
  readOnly: false,
  value: "true",
  updatedAt: null,
  lastChange: {
    id: 5,
    key: "IsFarronResearch",
    action: "update",
    oldValue: "false",
    newValue: "true",
    changedBy: "admin@demo.test",
    changedAt: "2026-11-28T00:00:00.000Z",
  },
  ...over,
});
const value = (id: number, label: string, inUse: number) => ({
  id,
  code: label,
  label,
  sortOrder: id,
  parent: null,
  isActive: true,
  inUse,
});

beforeEach(() => {
  configScreen.select(null);
  configScreen.edit(null);
  referenceScreen.setList("JobStatus");
});

describe("configuration commands", () => {
  it("offers settings to change and opens the chosen one's form on the page", async () => {
    const loadConfigItems = vi.fn(async () => [
      setting(),
      setting({ key: "ApiVersion", label: "API version", readOnly: true }),
    ]);
    const { ctx, calls: log } = fakeContext({
      focused: null,
      areas: { adminConfig: fakeArea<"adminConfig">({ loadConfigItems }) },
    });
    const rows = (await changeSetting.picker?.load("research", ctx, new AbortController().signal)) ?? [];
    expect(rows.map((r) => r.title)).toEqual(["Research-company flavour"]);
    await changeSetting.run(ctx, setting());
    expect(log[0]).toContain("openView");
    const none = (await changeSetting.picker?.load("api version", ctx, new AbortController().signal)) ?? [];
    expect(none).toEqual([]);
    expect(configScreen.selected()).toBeNull();
  });

  it("names each revert row 'Revert last change of <item>' and reverts the chosen one", async () => {
    const revertConfigItem = vi.fn(async () => ok(null));
    const loadConfigItems = vi.fn(async () => [
      setting(),
      setting({ key: "x", label: "Never changed", lastChange: null }),
    ]);
    const { ctx, calls: log } = fakeContext({
      areas: { adminConfig: fakeArea<"adminConfig">({ loadConfigItems, revertConfigItem }) },
    });
    const rows = (await revertSetting.picker?.load("", ctx, new AbortController().signal)) ?? [];
    expect(rows.map((r) => [r.title, r.subtitle])).toEqual([
      ["Revert last change of Research-company flavour", "Back to false"],
    ]);
    await revertSetting.run(ctx, setting());
    expect(revertConfigItem).toHaveBeenCalledWith("IsFarronResearch");
    expect(log.some((c) => c.startsWith('toast.success ["Change reverted."'))).toBe(true);
  });

  it("reverts the selected setting only when it has a change", () => {
    const { ctx } = fakeContext({
      focused: CONFIG_PAGE,
      user: { id: "1", name: "A", rights: new Set(["CFG"]), flags: {} },
    });
    expect(availability(revertSelectedSetting, ctx)).toMatchObject({ reason: "Select a setting first." });
    configScreen.select(setting({ lastChange: null }));
    expect(availability(revertSelectedSetting, ctx)).toMatchObject({
      reason: "Research-company flavour has no change to revert.",
    });
    configScreen.select(setting());
    expect(availability(revertSelectedSetting, ctx).state).toBe("enabled");
  });
});

describe("reference data commands", () => {
  const user = { id: "1", name: "A", rights: new Set(["REF"]), flags: {} };
  const referenceChanged = vi.fn(async () => []);

  function setup(answers = new Map<Call, unknown>(), confirm: CommandContext["confirm"] = async () => true) {
    const loadReferenceItems = vi.fn(async () => [value(1, "Open", 35), value(2, "Quoted", 36)]);
    const t = fakeContext({
      focused: REF_PAGE,
      user,
      confirm,
      answers,
      areas: {
        adminReference: fakeArea<"adminReference">({
          calls,
          adminCalls,
          referenceChanged,
          loadReferenceItems,
        }),
        records: async () => ({ deleteAllowed: async () => true }) as unknown as AreaApis["records"],
      },
    });
    return t;
  }

  it("opens the page at the picked list", async () => {
    const t = setup();
    const rows =
      (await openReferenceList.picker?.load("ticket pri", t.ctx, new AbortController().signal)) ?? [];
    expect(rows.map((r) => r.title)).toEqual(["Ticket priority"]);
    await openReferenceList.run({ ...t.ctx, focused: null }, rows[0]!.value);
    expect(referenceScreen.list()).toBe("TicketPriority");
  });

  it("asks the page to open the selected value's form", async () => {
    const t = setup();
    expect(availability(editReferenceValue, t.ctx)).toMatchObject({ reason: "Select one value first." });
    referenceScreen.select([value(2, "Quoted", 36)]);
    await editReferenceValue.run(t.ctx, undefined);
    expect(referenceScreen.editId()).toBe(2);
  });

  it("deactivates the selected value after a question that names its count", async () => {
    const asked: string[] = [];
    const t = setup(new Map(), async (text) => {
      asked.push(text);
      return true;
    });
    expect(availability(deactivateReferenceValue, t.ctx)).toMatchObject({
      reason: "Select one value first.",
    });
    referenceScreen.select([value(1, "Open", 35)]);
    await deactivateReferenceValue.run(t.ctx, undefined);
    expect(asked).toEqual([
      "'Open' is used by 35 records. It stays on them and is no longer offered in lists.",
    ]);
    expect(t.calls).toContain(
      'call POST /update-reference-item {"type":"JobStatus","json":{"id":1,"label":"Open","sortOrder":1,"isActive":false}}',
    );
    expect(t.calls).toContain('toast.success ["Value deactivated.",null]');
  });

  it("merges into another value of the list, offering every other one", async () => {
    const t = setup(new Map<Call, unknown>([[adminCalls.mergeReferenceItem, { moved: 35 }]]));
    referenceScreen.select([value(1, "Open", 35)]);
    const rows = (await mergeReferenceValue.picker?.load("", t.ctx, new AbortController().signal)) ?? [];
    expect(rows.map((r) => r.title)).toEqual(["Quoted"]);
    await mergeReferenceValue.run(t.ctx, value(2, "Quoted", 36));
    expect(t.calls).toContain('call POST /reference-item/merge {"type":"JobStatus","fromId":1,"intoId":2}');
    expect(t.calls).toContain('toast.success ["Values merged.","35 records now use \'Quoted\'."]');
  });

  it("shows the server's refusal when a value in use is deleted", async () => {
    const refusal = {
      succeeded: false,
      errors: [
        "'Open' (Job status) is used by 35 records: deactivate it or merge it into another value instead.",
      ],
    };
    const t = setup(new Map<Call, unknown>([[calls.deleteReferenceItems, refusal]]));
    referenceScreen.select([value(1, "Open", 35)]);
    await deleteReferenceValues.run(t.ctx, undefined);
    expect(t.calls).toContain('call POST /delete-reference-items {"type":"JobStatus","json":[1]}');
    expect(
      t.calls.some((c) => c.startsWith('toast.error ["Error!","\'Open\' (Job status) is used by 35 records')),
    ).toBe(true);
  });
});
