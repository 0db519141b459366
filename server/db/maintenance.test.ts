import { afterEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "./client";
import { startPgliteMaintenance } from "./maintenance";

const logger = () => ({ info: vi.fn(), error: vi.fn() });
const handle = (kind: DbHandle["kind"], execute: () => Promise<unknown>) =>
  ({ kind, db: { execute }, close: async () => {} }) as unknown as DbHandle;

describe("startPgliteMaintenance", () => {
  afterEach(() => vi.useRealTimers());

  it("vacuums PGlite a minute after start and then every six hours, until stopped", async () => {
    vi.useFakeTimers();
    const execute = vi.fn(async () => ({}));
    const log = logger();
    const stop = startPgliteMaintenance(handle("pglite", execute), log);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(execute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith("pglite vacuum analyze done", expect.any(Object));
    stop();
    await vi.advanceTimersByTimeAsync(12 * 60 * 60_000);
    expect(execute).toHaveBeenCalledTimes(2);
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
