import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RespondentSuggestion } from "../../../../server/contracts/search";
import { respondentScreens, useMergeRequest } from "./screen-state";

afterEach(cleanup);

describe("respondent screen state", () => {
  it("saves through the saver of the tab's path until the screen unregisters it", async () => {
    const save = vi.fn(async () => {});
    const unregister = respondentScreens.registerSaver("/respondent/edit/4", save);
    expect(respondentScreens.canSave("/respondent/edit/4")).toBe(true);
    expect(respondentScreens.canSave("/respondent/edit/5")).toBe(false);
    expect(respondentScreens.canSave(undefined)).toBe(false);
    await respondentScreens.save("/respondent/edit/4");
    expect(save).toHaveBeenCalledOnce();

    // A newer screen of the same path took over: the old unregister leaves it in place.
    const newer = vi.fn(async () => {});
    const unregisterNewer = respondentScreens.registerSaver("/respondent/edit/4", newer);
    unregister();
    expect(respondentScreens.canSave("/respondent/edit/4")).toBe(true);
    unregisterNewer();
    expect(respondentScreens.canSave("/respondent/edit/4")).toBe(false);
    await respondentScreens.save("/respondent/edit/4");
    expect(newer).not.toHaveBeenCalled();
  });

  it("shows a merge request on the screen of the kept respondent only", () => {
    const other = { id: 9 } as RespondentSuggestion;
    const kept = renderHook(() => useMergeRequest(4));
    const elsewhere = renderHook(() => useMergeRequest(5));
    act(() => respondentScreens.requestMerge(4, other));
    expect(kept.result.current).toMatchObject({ keepId: 4, other });
    expect(elsewhere.result.current).toBeNull();
    expect(respondentScreens.pendingMerge()?.keepId).toBe(4);
    act(() => respondentScreens.mergeShown());
    expect(kept.result.current).toBeNull();
    expect(respondentScreens.pendingMerge()).toBeNull();
  });
});
