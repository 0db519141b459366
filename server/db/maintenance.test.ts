import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "./client";
import { startPgliteMaintenance } from "./maintenance";

const logger = () => ({ info: vi.fn(), error: vi.fn() });
const handle = (kind: DbHandle["kind"], execute: (query: SQL) => Promise<unknown>) =>
  ({ kind, db: { execute }, close: async () => {} }) as unknown as DbHandle;

describe("startPgliteMaintenance", () => {
  afterEach(() => vi.useRealTimers());

  it("vacuums PGlite table by table a minute after start and then every six hours, until stopped", async () => {
    vi.useFakeTimers();
    const statements: string[] = [];
    const execute = vi.fn(async (query: SQL) => {
      const text = new PgDialect().sqlToQuery(query).sql;
      statements.push(text);
      return text.includes("pg_stat_user_tables")
        ? { rows: [{ name: "public.jobs" }, { name: "pgboss.job" }] }
        : {};
    });
    const log = logger();
    const stop = startPgliteMaintenance(handle("pglite", execute), log);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    // One statement per table, so requests on the one connection run between them.
    expect(statements.slice(1)).toEqual(["vacuum analyze public.jobs", "vacuum analyze pgboss.job"]);
    await vi.advanceTimersByTimeAsync(6 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(6);
    expect(log.info).toHaveBeenCalledWith(
      "pglite vacuum analyze done",
      expect.objectContaining({ tables: 2 }),
    );
    stop();
    await vi.advanceTimersByTimeAsync(12 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(6);
  });

  it("does nothing on PostgreSQL, which has autovacuum", async () => {
    vi.useFakeTimers();
    const execute = vi.fn(async () => ({}));
    startPgliteMaintenance(handle("postgres", execute), logger());
    await vi.advanceTimersByTimeAsync(7 * 60 * 60_000);
    expect(execute).not.toHaveBeenCalled();
  });

  it("logs a failed vacuum and keeps the server going", async () => {
    vi.useFakeTimers();
    const log = logger();
    const stop = startPgliteMaintenance(
      handle("pglite", async () => {
        throw new Error("busy");
      }),
      log,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.error).toHaveBeenCalledWith("pglite vacuum analyze failed", { error: "Error: busy" });
    stop();
  });
});
