import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server";

/** Liveness and readiness for load balancers (issue 22), without a sign-in. */
describe("health and readiness", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  // The last test closes the database itself: closing it again may throw, which is expected.
  afterAll(() => server.close().catch(() => undefined));

  it("answers /healthz while the process runs", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz 200 with each check once the database, migrations and queue are up", async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(await res.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", queue: "ok" },
    });
    expect(res.status).toBe(200);
  });

  it("answers /readyz 503 naming the failed check when the database is gone", async () => {
    await server.handle.close();
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe("not ready");
    expect(body.checks.database).not.toBe("ok");
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok" });
  });
});
