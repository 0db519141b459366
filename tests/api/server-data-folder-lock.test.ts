import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** Starts `server/index.ts` as its own process on a PGlite folder and collects its output. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "silent",
      SEED_PANEL_SIZE: "20",
      BUILD_DIR: join(dataDir, "no-build"),
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("PGlite data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lock-test-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a second server on the same DATA_DIR refuses with a clear message; the first keeps serving", async () => {
    const first = startServer(dataDir, 18_741);
    children.push(first.child);
    await waitFor(() => first.output().includes("running at"), 120_000);

    const second = startServer(dataDir, 18_742);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is already in use by another server");

    const answer = await fetch("http://127.0.0.1:18741/api/login-status");
    expect(answer.status).toBe(200);

    // After a clean stop the folder is free again.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const third = startServer(dataDir, 18_743);
    children.push(third.child);
    await waitFor(() => third.output().includes("running at"), 120_000);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  }, 240_000);
});
