import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DbHandle, openDatabase } from "../../server/db/client";

/** A command-line flag `--name` or `--name=value` of this bench, and its value. */
export const flag = (name: string) =>
  process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
export const flagValue = (name: string) => flag(name)?.split("=").slice(1).join("=");

/** The p-th percentile of ascending samples (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Runs `fn` on a fresh database of the PostgreSQL server at `adminUrl` and drops it afterwards
 * (also when `fn` throws): the PostgreSQL half of the benches.
 */
export async function withScratchDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Runs `run` on a fresh PGlite in a temp folder (BENCH_ONLY=postgres skips it) and, when
 * DATABASE_URL names a PostgreSQL server, on a scratch database of that server.
 */
export async function onEachDatabase(
  tempPrefix: string,
  run: (kind: "PGlite" | "PostgreSQL", handle: DbHandle) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), tempPrefix));
  try {
    if (process.env.BENCH_ONLY !== "postgres")
      await run("PGlite", await openDatabase({ dataDir: join(dir, "pglite") }));
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      await withScratchDatabase(adminUrl, async (url) => {
        await run("PostgreSQL", await openDatabase({ databaseUrl: url }));
      });
    } else console.log("PostgreSQL: skipped (set DATABASE_URL to a server to include it)");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A process's resident set now and its high-water mark (Linux /proc), in bytes. */
export function rssOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** Runs `fn` while sampling process `pid`'s RSS every 25 ms: its answer, the RSS before and the peak. */
export async function withPeakRss<T>(pid: number, fn: () => Promise<T>) {
  const before = rssOf(pid).rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid).rss);
  }, 25);
  try {
    const value = await fn();
    return { value, before, peak: Math.max(peak, rssOf(pid).rss) };
  } finally {
    clearInterval(sampler);
  }
}

/** What a call answered: status, time to its last byte, size, and an envelope's errors or total. */
export interface Sent {
  status: number;
  ms: number;
  bytes: number;
  /** The envelope's errors, or the start of a non-envelope answer. */
  error: string;
  total?: number;
}

/**
 * Calls the API as the pages do: a GET with the input as query parameters, a POST with it as the
 * form field `json`; reads the answer to its last byte.
 */
export async function send(base: string, token: string, method: "GET" | "POST", path: string, input: object) {
  let url = `${base}/api${path}`;
  let body: FormData | undefined;
  if (method === "GET") {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    if (query) url += `?${query}`;
  } else {
    body = new FormData();
    body.set("json", JSON.stringify(input));
  }
  const t = performance.now();
  const res = await fetch(url, { method, body, headers: { authorization: `Bearer ${token}` } });
  const buffer = Buffer.from(await res.arrayBuffer());
  const sent: Sent = { status: res.status, ms: performance.now() - t, bytes: buffer.length, error: "" };
  if (!(res.headers.get("content-type") ?? "").includes("json")) return sent;
  try {
    const envelope = JSON.parse(buffer.toString()) as {
      succeeded?: boolean;
      errors?: string[];
      value?: { total?: number };
    };
    if (envelope.succeeded === false) sent.error = (envelope.errors ?? []).join(" ").slice(0, 120);
    if (typeof envelope.value?.total === "number") sent.total = envelope.value.total;
  } catch {
    sent.error = buffer.toString().slice(0, 120);
  }
  return sent;
}
