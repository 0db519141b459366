import { timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import { routePath } from "hono/route";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AppEnv, Deps } from "../context";
import { queueBacklog, recentDeliveries } from "../db/repo/metrics";

/** The pool behind the app's queries on PostgreSQL (node-postgres), if that is the database. */
type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };
const poolOf = (deps: Deps) => {
  const client = (deps.db as unknown as { $client?: Partial<PoolStats> }).$client;
  return typeof client?.totalCount === "number" ? (client as PoolStats) : null;
};

/** A scrape's database reads are shared by requests within this time (several scrapers). */
const READ_TTL_MS = 5000;

function cached<T>(read: () => Promise<T>) {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > READ_TTL_MS) {
      last = { at: Date.now(), value: read() };
      last.value.catch(() => {
        last = null;
      });
    }
    return last.value;
  };
}

/**
 * Prometheus metrics of one process (decision 293): requests and their latency per route pattern
 * (never the raw path: ids would make a series per record), the database pool, the queues'
 * backlog and the last day's deliveries by status. Read at GET /metrics with METRICS_TOKEN.
 */
export function createMetrics(deps: Deps) {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status class",
    labelNames: ["method", "route", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections (PostgreSQL): total, idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const pool = poolOf(deps);
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  const backlog = cached(() => queueBacklog(deps.db));
  new Gauge({
    name: "queue_jobs_waiting",
    help: "Jobs waiting in each queue (created or to retry)",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await backlog()) this.set({ queue: q.queue }, q.waiting);
    },
  });
  new Gauge({
    name: "queue_oldest_job_age_seconds",
    help: "Age of the oldest waiting job in each queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await backlog()) this.set({ queue: q.queue }, q.oldestSeconds);
    },
  });
  const deliveries = cached(() => recentDeliveries(deps.db));
  new Gauge({
    name: "message_deliveries_last_day",
    help: "Deliveries of the campaigns created in the last day, by channel and status",
    labelNames: ["channel", "status"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const d of await deliveries()) this.set({ channel: d.channel, status: d.status }, d.n);
    },
  });

  return {
    /** Counts one answered request (called by the request logger). */
    observe(c: Context<AppEnv>, seconds: number) {
      const route = routePath(c) || "unmatched";
      const status = c.res.status;
      requests.inc({ method: c.req.method, route, status: String(status) });
      latency.observe(
        { method: c.req.method, route, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
    registry,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics: 404 unless METRICS_TOKEN is set, 401 without that Bearer token. */
export function metricsRoute(app: Hono<AppEnv>, metrics: Metrics) {
  app.get("/metrics", async (c) => {
    const token = c.get("deps").env.metricsToken;
    if (!token) return c.text("Not found", 404);
    const given = c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
    if (!sameToken(given, token)) return c.text("Unauthorized", 401);
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
}
