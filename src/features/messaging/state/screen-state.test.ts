import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  repliesChanged,
  sendScreens,
  useRepliesVersion,
  useSendDraft,
  useWatchedCampaign,
} from "./screen-state";

afterEach(() => {
  cleanup();
  sendScreens.setDraft("email", {}, true);
  sendScreens.setDraft("sms", {}, true);
  sendScreens.watch("sms", null);
});

describe("messaging screen state", () => {
  it("shows a command's draft on its channel's screen only, and a fresh draft drops the rest", () => {
    const sms = renderHook(() => useSendDraft("sms"));
    const email = renderHook(() => useSendDraft("email"));
    const emailBefore = email.result.current;
    act(() => sendScreens.setDraft("sms", { recipients: [{ id: 4, name: "Ann" }], templateId: 2 }));
    expect(sms.result.current).toMatchObject({ recipients: [{ id: 4, name: "Ann" }], templateId: 2 });
    // The other channel's screen keeps the very same draft (it does not re-render with a new one).
    expect(email.result.current).toBe(emailBefore);
    act(() => sendScreens.setDraft("sms", { smsText: "Hi" }));
    expect(sms.result.current).toMatchObject({ templateId: 2, smsText: "Hi" });
    act(() => sendScreens.setDraft("sms", { jobId: 7 }, true));
    expect(sms.result.current).toMatchObject({ recipients: [], templateId: 0, smsText: "", jobId: 7 });
    expect(sendScreens.draft("sms").jobId).toBe(7);
  });

  it("shows the watched campaign and a new replies version to the screens", () => {
    const campaign = renderHook(() => useWatchedCampaign("sms"));
    const version = renderHook(() => useRepliesVersion());
    const before = version.result.current;
    act(() => sendScreens.watch("sms", { id: 9, channel: "sms", queued: 2, skipped: 0 }));
    act(() => repliesChanged());
    expect(campaign.result.current).toMatchObject({ id: 9, queued: 2 });
    expect(sendScreens.campaign("email")).toBeNull();
    expect(version.result.current).toBe(before + 1);
  });
});
