import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_COOKIE, cookies } from "./cookies";
import { navigate } from "./navigation";
import { logout, onBeforeLogout, onLoggedOut, refreshSession, sessionSnapshot, useSession } from "./session";

vi.mock("./navigation", () => ({ navigate: vi.fn() }));

const b64 = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const exp = Math.floor(Date.now() / 1000) + 3600;
const signIn = (name: string) =>
  cookies.set(
    AUTH_COOKIE,
    `${b64({ alg: "HS256" })}.${b64({ exp, actort: "Staff", unique_name: name, primarysid: 1 })}`,
  );

let posted: string[] = [];
beforeEach(() => {
  posted = [];
  vi.stubGlobal("fetch", async (input: Request) => {
    posted.push(new URL(input.url, "http://localhost").pathname);
    return new Response(JSON.stringify({ succeeded: true, value: null, errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => {
  cookies.remove(AUTH_COOKIE);
  act(() => refreshSession());
  vi.unstubAllGlobals();
  cleanup();
});

describe("session", () => {
  it("follows the cookie when refreshed, and re-renders only when the user changes", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSession();
    });
    expect(result.current).toBeNull();
    signIn("Ann");
    act(() => refreshSession());
    expect(result.current).toMatchObject({ name: "Ann", role: "Staff" });
    expect(sessionSnapshot()).toBe(result.current);
    const after = renders;
    act(() => refreshSession());
    expect(renders).toBe(after);
  });

  it("logs out: work before (even when it fails), the call, the cookie, clean-up after, sign-in page", async () => {
    signIn("Ann");
    refreshSession();
    const order: string[] = [];
    const stopBefore = onBeforeLogout(async () => {
      order.push("stop tracking");
      throw new Error("offline");
    });
    const stopAfter = onLoggedOut(() => order.push(`after: ${sessionSnapshot() === null}`));
    await logout();
    stopBefore();
    stopAfter();
    expect(order).toEqual(["stop tracking", "after: true"]);
    expect(posted).toEqual(["/api/logout"]);
    expect(cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith("/signin");
  });
});
