import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { cookies } from "./cookies";
import { http, jsonForm } from "./http";
import { loadingSnapshot } from "./loading";
import { navigate } from "./navigation";

vi.mock("./navigation", () => ({ navigate: vi.fn(), SESSION_ENDED: { sessionEnded: true } }));

const envelope = (value: unknown, extra: Record<string, unknown> = {}) => ({
  succeeded: true,
  value,
  errors: [],
  successMsg: null,
  message: null,
  ...extra,
});

let fetchMock: ReturnType<typeof vi.fn>;
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  cookies.set("csrf_token", "abc123");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigate).mockReset();
  cookies.remove("csrf_token");
});

describe("http", () => {
  it("posts with the CSRF header from the csrf_token cookie", async () => {
    answer(200, envelope(true));
    await http.postJson("/api/x", { a: 1 });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe("POST");
    expect(request.headers.get("X-CSRF-Token")).toBe("abc123");
  });

  it("builds the multipart field json", () => {
    const form = jsonForm({ a: 1 }, { role: "Staff" });
    expect(JSON.parse(String(form.get("json")))).toEqual({ a: 1 });
    expect(form.get("role")).toBe("Staff");
  });

  it("sends no CSRF header on GET", async () => {
    answer(200, envelope(1));
    await http.get("/api/x");
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.headers.get("X-CSRF-Token")).toBeNull();
  });

  it("checks the value with the contract", async () => {
    answer(200, envelope({ n: 2 }));
    const ok = await http.get("/api/x", z.object({ n: z.number() }));
    expect(ok).toMatchObject({ succeeded: true, value: { n: 2 }, status: 200 });
    answer(200, envelope({ n: "two" }));
    const bad = await http.get("/api/x", z.object({ n: z.number() }));
    expect(bad.succeeded).toBe(false);
    expect(bad.errors[0]).toMatch(/unexpected answer/);
  });

  it("passes 400 envelopes on to the caller with their errors", async () => {
    answer(400, { succeeded: false, value: null, errors: ["Email is required."] });
    const res = await http.postForm("/api/x", { a: "b" });
    expect(res).toMatchObject({ succeeded: false, errors: ["Email is required."], status: 400 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends 401 and 403 to /signin and swallows the error (product §8)", async () => {
    answer(401, { succeeded: false, value: null, errors: ["Sign in first."] });
    const res = await http.get("/api/x");
    expect(navigate).toHaveBeenCalledWith("/signin", { state: { sessionEnded: true } });
    expect(res.errors).toEqual([]);
    answer(403, { succeeded: false, value: null, errors: ["No."] });
    await http.get("/api/x");
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it("lets a call handle its own 401", async () => {
    answer(401, { succeeded: false, value: null, errors: ["Wrong password."] });
    const res = await http.postJson("/api/user-login", {}, undefined, { authRedirect: false });
    expect(navigate).not.toHaveBeenCalled();
    expect(res.errors).toEqual(["Wrong password."]);
  });

  it("counts running requests for the spinner, and the bar only for calls that show it", async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (release = r)));
    const pending = http.get("/api/slow", undefined, { hideLoadingBar: true });
    await vi.waitFor(() => expect(loadingSnapshot()).toEqual({ all: 1, bar: 0 }));
    release(new Response(JSON.stringify(envelope(null))));
    await pending;
    expect(loadingSnapshot()).toEqual({ all: 0, bar: 0 });
  });

  it("turns an unreachable server into a failed envelope", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    const res = await http.get("/api/x");
    expect(res).toMatchObject({ succeeded: false, status: 0 });
    expect(res.errors[0]).toMatch(/could not be reached/);
  });
});
