import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./child-server";

/** Whether an nginx binary is on the PATH (the tests and the bench skip their nginx part without). */
export const hasNginx = (() => {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

export interface Nginx {
  url: string;
  /** The master's process id (its workers are its children). */
  pid: number;
  /** How many processes it balances over. */
  upstreams: number;
  stop(): void;
}

/** nginx in front of the given ports, with the repository's config (deploy/nginx.conf). */
export async function startNginx(ports: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), "nginx-"));
  // Started as root, nginx's workers run as nobody: they write request bodies (uploads) under the
  // prefix, which mkdtemp made private to its owner.
  chmodSync(prefix, 0o755);
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, d));
  const port = await freePort();
  const conf = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8")
    .replaceAll("{{PREFIX}}", prefix)
    .replace("{{LISTEN}}", `127.0.0.1:${port}`)
    .replace(
      "{{UPSTREAMS}}",
      ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n    "),
    );
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const proc = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  let up = false;
  for (let i = 0; i < 100 && !up; i++) {
    await new Promise((r) => setTimeout(r, 100));
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  }
  if (!up) throw new Error(`nginx did not answer: ${out}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: proc.pid ?? 0,
    upstreams: ports.length,
    stop: () => proc.kill("SIGQUIT"),
  };
}
