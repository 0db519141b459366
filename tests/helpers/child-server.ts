import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ChildServer {
  proc: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
  output(): string;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts `server/index.ts` in its own Node process (the real product: workers included) and
 * resolves once it listens. `env` adds to the test's environment (DATA_DIR or DATABASE_URL, …).
 */
export async function startChildServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ChildServer> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", BUILD_DIR: "/nonexistent", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    proc.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    const check = () => {
      if (out.includes("running at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${out}`));
    });
  });
  return { proc, port, url: `http://127.0.0.1:${port}`, exited, output: () => out };
}
