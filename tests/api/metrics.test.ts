import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";

const TOKEN = "metrics-test-token-0123456789";

/** Prometheus metrics (issue 22, decision 293): behind a token, per route pattern. */
describe("GET /metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.METRICS_TOKEN = TOKEN;
    server = await startTestServer();
    delete process.env.METRICS_TOKEN;
  });
  afterAll(() => server.close());

  const scrape = (token = TOKEN) =>
    fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  const sample = (text: string, prefix: string) => {
    const line = text.split("\n").find((l) => l.startsWith(prefix));
    return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
  };

  it("refuses a wrong token", async () => {
    expect((await scrape("wrong")).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  });

  it("counts requests per route pattern and status, with their latency", async () => {
    const before = await (await scrape()).text();
    const route = 'http_requests_total{method="POST",route="/api/user-login",status="200"}';
    const n = sample(before, route);
    for (let i = 0; i < 3; i++)
      await fetch(`${server.url}/api/user-login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(DEMO.admin),
      });
    // Two ids, one pattern: a series per route, never per record.
    await fetch(`${server.url}/api/job/101`);
    await fetch(`${server.url}/api/job/102`);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(sample(text, route)).toBe(n + 3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/user-login",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain("/api/job/101");
    expect(text).toContain("queue_jobs_waiting");
    expect(text).toContain("message_deliveries_last_day");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 404", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});
