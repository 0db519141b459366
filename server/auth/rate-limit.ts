import type { Db } from "../db/client";
import { attemptsInWindow, clearAttempts, countAttempt, sweepAttempts } from "../db/repo/rate-limits";

/**
 * A fixed-window attempt counter per key (e.g. "login:ip:1.2.3.4", "2fa:42"): `hit` counts an
 * attempt and answers false once the key is over its limit; `isBlocked` answers whether the limit
 * is reached. Two stores (decision 292): in memory for one process (PGlite), in PostgreSQL when
 * several API processes share it, so that they count the same attempts.
 */
export interface AttemptLimiter {
  hit(key: string): Promise<boolean>;
  isBlocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export class MemoryLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<boolean> {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.sweep(now);
      return 1 <= this.limit;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  async isBlocked(key: string): Promise<boolean> {
    const entry = this.windows.get(key);
    return !!entry && entry.resetAt > this.now() && entry.count >= this.limit;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/** How often a process drops ended windows from the table. */
const SWEEP_EVERY_MS = 10 * 60_000;

export class DatabaseLimiter implements AttemptLimiter {
  private lastSweep = 0;

  /** `name` keeps the keys of two limiters apart in the one table. */
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<boolean> {
    const count = await countAttempt(this.db, `${this.name}:${key}`, this.windowMs);
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      await sweepAttempts(this.db);
    }
    return count <= this.limit;
  }

  async isBlocked(key: string): Promise<boolean> {
    return (await attemptsInWindow(this.db, `${this.name}:${key}`)) >= this.limit;
  }

  async reset(key: string): Promise<void> {
    await clearAttempts(this.db, `${this.name}:${key}`);
  }
}
