import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../helpers/child-server";

interface Answer {
  status: number;
  body: string;
}

/**
 * SIGTERM (issue 22, decision 293): /readyz answers 503 at once while requests still get answers,
 * then the process closes its listener and idle keep-alive connections, stops its workers and
 * exits 0 well within SHUTDOWN_SECONDS.
 */
describe("graceful shutdown", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "shutdown-"));
  let child: ChildServer | undefined;
  afterAll(() => {
    child?.proc.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("drains, finishes what is in flight and exits 0", async () => {
    child = await startChildServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_PANEL_SIZE: "50",
      SHUTDOWN_SECONDS: "8",
      LOG_LEVEL: "info",
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, keepAlive = false) =>
      new Promise<Answer>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port: child?.port, path, agent: keepAlive ? agent : undefined },
          (res) => {
            let body = "";
            res.on("data", (d: Buffer) => (body += d.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        req.end();
      });

    expect((await get("/readyz", true)).status).toBe(200);
    // A keep-alive connection stays open, idle: it must not hold the shutdown up.
    const signalled = Date.now();
    child.proc.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const draining = await get("/readyz");
    expect(draining.status).toBe(503);
    expect(draining.body).toContain("shutting down");
    // Still answering while the load balancer takes the process out.
    expect((await get("/healthz")).status).toBe(200);
    expect(await child.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8000);
    expect(child.output()).toContain('"msg":"shut down"');
    agent.destroy();
  }, 180_000);
});
