import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { RespondentSuggestion } from "../../../../server/contracts/search";
import { respondentScreens, useMergeRequest } from "./screen-state";

afterEach(cleanup);

describe("respondent screen state", () => {
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
