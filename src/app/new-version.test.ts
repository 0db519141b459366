import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../lib/toast";
import { offerReloadOnNewVersion } from "./new-version";

afterEach(() => vi.restoreAllMocks());

describe("a chunk of the running build is gone", () => {
  it("offers a reload once Vite reports the failed load, and reloads on the button", () => {
    const offered = vi.spyOn(toast, "actionable").mockImplementation(() => undefined);
    const target = new EventTarget();
    const reload = vi.fn();
    offerReloadOnNewVersion({
      addEventListener: target.addEventListener.bind(target),
      location: { reload } as unknown as Location,
    });
    expect(offered).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("vite:preloadError"));
    expect(offered).toHaveBeenCalledWith(
      "A new version of the app is available",
      expect.any(String),
      expect.objectContaining({ label: "Reload" }),
      "new-version",
    );
    offered.mock.calls[0]?.[2].run();
    expect(reload).toHaveBeenCalledOnce();
  });
});
