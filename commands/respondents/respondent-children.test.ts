import { afterEach, describe, expect, it, vi } from "vitest";
import { childScreens } from "../../src/features/respondents/api/child-requests";
import { fakeContext } from "../core/fake-context";
import type { AreaApis } from "../core/types";
import { addRespondentChild, deleteSelectedChildren } from "./respondent-children";

const onRecord = {
  path: "/respondent/9",
  title: "Ana Lee",
  pattern: "/respondent/:resid",
  params: { resid: "9" },
};
const kids = [
  { id: 3, respondentId: 9, firstName: "Mia", gender: null, yearOfBirth: 2015, monthOfBirth: null },
  { id: 4, respondentId: 9, firstName: "Leo", gender: null, yearOfBirth: 2018, monthOfBirth: null },
];
const ok = { succeeded: true, value: 2, errors: [], successMsg: null, message: null, status: 200 };

function setup(opts: { allowed?: true | string; confirm?: boolean; selection?: unknown[] } = {}) {
  const records = {
    deleteAllowed: vi.fn(async () => opts.allowed ?? true),
    deleteChildren: vi.fn(async () => ok),
  };
  const respondentChildren = { kind: "respondent-child" };
  const { ctx, calls } = fakeContext({
    focused: onRecord,
    selection: opts.selection ?? kids,
    confirm: async () => opts.confirm ?? true,
  });
  ctx.areas = {
    ...ctx.areas,
    records: async () => records as unknown as AreaApis["records"],
    respondents: async () => ({ respondentChildren }) as unknown as AreaApis["respondents"],
  };
  return { ctx, calls, records, respondentChildren };
}

afterEach(() => childScreens.editorOpened());

describe("respondent children commands", () => {
  it("add asks the focused record for a blank child editor", () => {
    const { ctx } = setup();
    addRespondentChild.run(ctx, undefined);
    expect(childScreens.pendingEditor()).toEqual({ kind: "respondent-child", parentId: 9 });
  });

  it("delete asks delete-allowed, confirms with the names, deletes the selected ids and says so", async () => {
    const { ctx, calls, records, respondentChildren } = setup();
    expect(deleteSelectedChildren.enabled?.(ctx)).toBe(true);
    await deleteSelectedChildren.run(ctx, undefined);
    expect(records.deleteAllowed).toHaveBeenCalledWith("respondent-child");
    expect(records.deleteChildren).toHaveBeenCalledWith(respondentChildren, 9, [3, 4]);
    expect(calls).toContain('toast.success ["Successfully Deleted!","Mia, Leo deleted."]');
  });

  it("delete does nothing when the user cancels, and stops at a refused delete-allowed", async () => {
    const cancelled = setup({ confirm: false });
    await deleteSelectedChildren.run(cancelled.ctx, undefined);
    expect(cancelled.records.deleteChildren).not.toHaveBeenCalled();

    const refused = setup({ allowed: "You don't have permission to delete this." });
    await deleteSelectedChildren.run(refused.ctx, undefined);
    expect(refused.records.deleteChildren).not.toHaveBeenCalled();
    expect(refused.calls).toContain(
      'toast.error ["Access Denied!","You don\'t have permission to delete this."]',
    );
  });

  it("delete is disabled until children are selected (other rows do not count)", () => {
    const { ctx } = setup({ selection: [{ id: 1, name: "a job row" }] });
    expect(deleteSelectedChildren.enabled?.(ctx)).toBe("Select one or more children first.");
  });
});
