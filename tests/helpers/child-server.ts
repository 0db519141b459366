import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
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

export interface ChildServerOptions {
  /** How long the server may take to listen (migrations, the demo seed). */
  timeoutMs?: number;
  /**
   * Run the built server (`npm run build:server`, dist-server/index.js), as `npm start` does:
   * benches measure its memory and speed. Tests run the sources under tsx.
   */
  built?: boolean;
}

/** The built server's entry: `npm run build:server` writes it. */
export const BUILT_SERVER = join(root, "dist-server", "index.js");

/**
 * Starts the server in its own Node process (the real product: workers included) and resolves
 * once it listens. `env` adds to the test's environment (DATA_DIR or DATABASE_URL, …).
 */
export async function startChildServer(
  env: Record<string, string>,
  { timeoutMs = 120_000, built = false }: ChildServerOptions = {},
): Promise<ChildServer> {
  if (built && !existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: npm run build:server`);
  const port = await freePort();
  // The flags of `npm start` (decision 309): Node 24 sizes the young generation by the machine's
  // memory (128 MB here); 16 MB semi-spaces are Node 20's default.
  const entry = built ? ["--max-semi-space-size=16", BUILT_SERVER] : ["--import", "tsx", "server/index.ts"];
  const proc = spawn(process.execPath, entry, {
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
