import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionListSchema } from "../../server/contracts/sessions/sessions";
import {
  currentLayoutSchema,
  dashboardSchema,
  LAYOUTS_MAX_NAMED,
  namedLayoutsSchema,
  staffMeSchema,
} from "../../server/contracts/workspace";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { makeStaff } from "./tracking-helpers";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let me: { token: string };
let other: { token: string };

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  me = { token: (await makeStaff(server, "layout-me")).token };
  other = { token: (await makeStaff(server, "layout-other")).token };
});
afterAll(async () => server.close());

const layout = (title: string) => ({
  version: 1,
  root: { kind: "pane", tabs: [{ path: "/dashboard", title }] },
});

describe("saved workspace layouts", () => {
  it("saves and restores the current layout per user", async () => {
    expect(
      (await api.get("/api/workspace/layout", { ...me, answer: currentLayoutSchema })).body.value,
    ).toBeNull();
    const saved = await api.postJson("/api/workspace/layout/update", { layout: layout("mine") }, me);
    expect(saved.body).toMatchObject({ succeeded: true, value: true });
    await api.postJson("/api/workspace/layout/update", { layout: layout("mine 2") }, me);
    const back = await api.get("/api/workspace/layout", { ...me, answer: currentLayoutSchema });
    expect(back.body.value?.layout).toEqual(layout("mine 2"));
    expect(
      (await api.get("/api/workspace/layout", { ...other, answer: currentLayoutSchema })).body.value,
    ).toBeNull();
  });

  it("keeps named layouts, deletes with null, and caps their number", async () => {
    await api.postJson("/api/workspace/layouts/update", { name: "Morning", layout: layout("a") }, me);
    await api.postJson("/api/workspace/layouts/update", { name: "Evening", layout: layout("b") }, me);
    let list = await api.get("/api/workspace/layouts", { ...me, answer: namedLayoutsSchema });
    expect(list.body.value.map((l) => l.name).sort()).toEqual(["Evening", "Morning"]);
    expect(
      (await api.get("/api/workspace/layouts", { ...other, answer: namedLayoutsSchema })).body.value,
    ).toEqual([]);

    await api.postJson("/api/workspace/layouts/update", { name: "Morning", layout: null }, me);
    list = await api.get("/api/workspace/layouts", { ...me, answer: namedLayoutsSchema });
    expect(list.body.value.map((l) => l.name)).toEqual(["Evening"]);

    for (let i = 1; i < LAYOUTS_MAX_NAMED; i++) {
      await api.postJson("/api/workspace/layouts/update", { name: `L${i}`, layout: layout("x") }, me);
    }
    const over = await api.postJson(
      "/api/workspace/layouts/update",
      { name: "one too many", layout: layout("x") },
      me,
    );
    expect(over.body.succeeded).toBe(false);
    // Overwriting an existing name is still allowed at the cap.
    const overwrite = await api.postJson(
      "/api/workspace/layouts/update",
      { name: "L1", layout: layout("y") },
      me,
    );
    expect(overwrite.body.succeeded).toBe(true);
  });

  it("rejects bad bodies and anonymous callers", async () => {
    expect((await api.postJson("/api/workspace/layout/update", { layout: "nope" }, me)).status).toBe(400);
    const huge = { blob: "x".repeat(70_000) };
    expect((await api.postJson("/api/workspace/layout/update", { layout: huge }, me)).status).toBe(400);
    expect((await api.postJson("/api/workspace/layouts/update", { name: " ", layout: {} }, me)).status).toBe(
      400,
    );
    expect((await api.get("/api/workspace/layout", { answer: currentLayoutSchema })).status).toBe(401);
  });

  it("serves the dashboard summary", async () => {
    const res = await api.get("/api/workspace/dashboard", { ...me, answer: dashboardSchema });
    expect(res.body.value).toMatchObject({
      trackedMinutesToday: 0,
      myJobs: [],
      working: { statusString: "OUT" },
    });
  });

  it("lists the user's current and upcoming sessions, as GetUserCurrentSessions does", async () => {
    const recruiter = { token: await api.login(DEMO.recruiter.username, DEMO.recruiter.password) };
    const mine = await api.get("/api/report/GetUserCurrentSessions", {
      ...recruiter,
      answer: sessionListSchema,
    });
    expect(mine.body.value.length).toBeGreaterThan(0);
    const res = await api.get("/api/workspace/dashboard", { ...recruiter, answer: dashboardSchema });
    expect(res.body.value.mySessions.map((s) => s.id)).toEqual(mine.body.value.slice(0, 10).map((s) => s.id));
    expect(res.body.value.mySessions[0]?.jobNumberAndName).toContain(mine.body.value[0]?.jobNumber ?? "?");
  });
});

describe("workspace/me", () => {
  it("answers the staff user's id, username and rights", async () => {
    const res = await api.get("/api/workspace/me", { ...me, answer: staffMeSchema });
    expect(res.body.value).toMatchObject({ username: "layout-me", rights: [] });
  });
});
