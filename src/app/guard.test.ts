import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthClaims } from "../lib/auth-token";
import { http } from "../lib/http";
import { loadConfigFlag } from "../lib/server-config";
import { checkRoute } from "./guard";
import { notBuilt, type RouteDef } from "./routes/route-def";

vi.mock("../lib/http", () => ({ http: { get: vi.fn() } }));
vi.mock("../lib/server-config", () => ({ loadConfigFlag: vi.fn() }));

const get = vi.mocked(http.get);
const reply = (value: unknown, succeeded = true, status = 200) =>
  ({ succeeded, value, errors: [], status }) as Awaited<ReturnType<typeof http.get>>;

const route = (extra: Partial<RouteDef> = {}): RouteDef => ({
  audience: "staff",
  path: "/system-users",
  title: "System Users",
  component: notBuilt("System Users"),
  ...extra,
});
const staff: AuthClaims = { exp: 9_999_999_999, role: "Staff", name: "Ann", id: "1" };

beforeEach(() => {
  get.mockReset();
  vi.mocked(loadConfigFlag).mockReset();
});

describe("checkRoute (product §6)", () => {
  it("sends visitors without a session to /signin without asking the server", async () => {
    expect(await checkRoute(route(), null)).toEqual({ allowed: false, redirect: "/signin" });
    expect(get).not.toHaveBeenCalled();
  });

  it("sends a role the route does not list to /signin", async () => {
    const respondent = { ...staff, role: "Respondent" as const };
    expect(await checkRoute(route(), respondent)).toEqual({ allowed: false, redirect: "/signin" });
  });

  it("sends a failed login-status (offline, timeout) to sign-in without ending the session", async () => {
    get.mockResolvedValueOnce(reply(null, false, 0));
    expect(await checkRoute(route(), staff)).toEqual({ allowed: false, redirect: "/signin" });
  });

  it("needs login-status true, else the session has ended and sign-in must ask again", async () => {
    get.mockResolvedValueOnce(reply(false));
    expect(await checkRoute(route(), staff)).toEqual({
      allowed: false,
      redirect: "/signin",
      sessionEnded: true,
    });
  });

  it("asks access-allowed with the route's right and goes to /accessdenied/{code} when refused", async () => {
    get.mockResolvedValueOnce(reply(true)).mockResolvedValueOnce(reply(false, false));
    expect(await checkRoute(route({ right: "USR" }), staff)).toEqual({
      allowed: false,
      redirect: "/accessdenied/USR",
    });
    expect(get.mock.calls[1]?.[0]).toBe("/api/access-allowed/USR");
  });

  it("allows when every check passes", async () => {
    get.mockResolvedValueOnce(reply(true)).mockResolvedValueOnce(reply(true));
    expect(await checkRoute(route({ right: "USR" }), staff)).toEqual({ allowed: true });
  });

  it("sends a route whose server flag is off to /accessdenied", async () => {
    get.mockResolvedValueOnce(reply(true));
    vi.mocked(loadConfigFlag).mockResolvedValueOnce(false);
    const points = route({ audience: "respondent", path: "/respoints", flag: "IsPointsAllowed" });
    const respondent = { ...staff, role: "Respondent" as const };
    expect(await checkRoute(points, respondent)).toEqual({ allowed: false, redirect: "/accessdenied" });
  });

  it("sends a client to /accessdenied from a page its client record does not allow (product §2.3)", async () => {
    const page = route({ audience: "client", path: "/cliprivatelist", clientOption: "allowPrivateList" });
    const client = { ...staff, role: "Client" as const, id: "12" };
    get
      .mockResolvedValueOnce(reply(true))
      .mockResolvedValueOnce(reply({ clientId: 4 }))
      .mockResolvedValueOnce(reply({ allowPrivateList: false }));
    expect(await checkRoute(page, client)).toEqual({ allowed: false, redirect: "/accessdenied" });
    expect(get.mock.calls.slice(1).map((c) => c[0])).toEqual(["/api/client-contact/12", "/api/client/4"]);
    get
      .mockResolvedValueOnce(reply(true))
      .mockResolvedValueOnce(reply({ clientId: 4 }))
      .mockResolvedValueOnce(reply({ allowPrivateList: true }));
    expect(await checkRoute(page, client)).toEqual({ allowed: true });
  });
});
