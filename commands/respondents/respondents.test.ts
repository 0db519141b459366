import { afterEach, describe, expect, it, vi } from "vitest";
import * as calls from "../../server/contracts/respondents/calls";
import { isStrongPassword } from "../../server/contracts/validation";
import { respondentScreens } from "../../src/features/respondents/state/screen-state";
import { tabSavers } from "../../src/workspace/tab-savers";
import { fakeArea, fakeContext } from "../core/fake-context";
import { createRespondent } from "./create-respondent";
import { mergeRespondents } from "./merge-respondents";
import { openRespondentInOtherPane } from "./open-in-other-pane";
import { saveRespondent } from "./save-respondent";
import { setRespondentPassword } from "./set-respondent-password";

const areas = { respondents: fakeArea<"respondents">({ calls, isStrongPassword }) };

const focused = (path: string, pattern: string, resid?: string) => ({
  path,
  title: "Ana Lee",
  pattern,
  params: resid ? { resid } : {},
});

afterEach(() => vi.clearAllMocks());

describe("respondent commands", () => {
  it("save runs the focused tab's record form saver, create only on new* routes", async () => {
    const saveFocused = vi.spyOn(tabSavers, "saveFocused").mockResolvedValue();
    const canSave = vi.spyOn(tabSavers, "canSaveFocused").mockReturnValue(true);
    const { ctx } = fakeContext({ focused: focused("/respondent/9", "/respondent/:resid", "9") });
    expect(saveRespondent.enabled?.(ctx)).toBe(true);
    expect(saveRespondent.when?.(ctx)).toBe(true);
    await saveRespondent.run(ctx, undefined);
    expect(saveFocused).toHaveBeenCalledOnce();
    // A read-only (inactive) or loading record registers no saver.
    canSave.mockReturnValue(false);
    expect(saveRespondent.enabled?.(ctx)).not.toBe(true);
    saveFocused.mockRestore();
    canSave.mockRestore();
    expect(createRespondent.scope).toContain("/newbussinesspanelmember");
    expect(createRespondent.scope).not.toContain("/respondent/:resid");
  });

  it("merge leaves the focused record out of the picker and asks its screen for the field chooser", async () => {
    const { ctx } = fakeContext({ focused: focused("/respondent/5", "/respondent/:resid", "5") });
    const rows = await mergeRespondents.picker?.load("Ben", ctx, new AbortController().signal);
    expect(rows).toEqual([]); // the fake search answers only #5, the focused record itself
    const { ctx: other } = fakeContext({ focused: focused("/respondent/8", "/respondent/:resid", "8") });
    const picked = await mergeRespondents.picker?.load("Ben", other, new AbortController().signal);
    expect(picked?.[0]?.value.id).toBe(5);
    if (picked?.[0]) await mergeRespondents.run(other, picked[0].value);
    expect(respondentScreens.pendingMerge()).toMatchObject({ keepId: 8, other: { id: 5 } });
    respondentScreens.mergeShown();
    expect(respondentScreens.pendingMerge()).toBeNull();
  });

  it("set password refuses a weak password before calling the server and needs RSP", async () => {
    expect(setRespondentPassword.rights).toContain("RSP");
    const weak = fakeContext({
      focused: focused("/respondent/4", "/respondent/:resid", "4"),
      prompt: async () => "short",
      areas,
    });
    await setRespondentPassword.run(weak.ctx, undefined);
    expect(weak.calls.some((c) => c.startsWith("call "))).toBe(false);
    expect(weak.calls.some((c) => c.startsWith("toast.error"))).toBe(true);
    const strong = fakeContext({
      focused: focused("/respondent/4", "/respondent/:resid", "4"),
      prompt: async () => "Strong-Pass1!",
      areas,
      answers: new Map([[calls.setRespondentPassword, true]]),
    });
    await setRespondentPassword.run(strong.ctx, undefined);
    expect(strong.calls).toContain(
      'call POST /respondent/set-password {"respId":4,"password":"Strong-Pass1!"}',
    );
    expect(strong.calls.some((c) => c.startsWith("toast.success"))).toBe(true);
  });

  it("open in the other pane opens the same record beside", async () => {
    const { ctx, calls } = fakeContext({
      focused: focused("/impairmentpanelmember/3", "/impairmentpanelmember/:resid", "3"),
    });
    expect(openRespondentInOtherPane.when?.(ctx)).toBe(true);
    await openRespondentInOtherPane.run(ctx, undefined);
    expect(calls).toContain('openView ["/impairmentpanelmember/3",{"otherPane":true,"title":"Ana Lee"}]');
  });
});
