import { type AttemptLimiter, DatabaseLimiter, MemoryLimiter } from "./auth/rate-limit";
import { RevocationList } from "./auth/revocations";
import { StaffRights } from "./auth/rights";
import { VerifiedTokenCache } from "./auth/verified-tokens";
import type { Deps } from "./context";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { createLogger } from "./logger";

const MINUTE = 60_000;

export function createDeps(db: Db, env: Env, overrides: Partial<Deps> = {}): Deps {
  // Several API processes share a PostgreSQL: they count attempts there (decision 292).
  const limiter = (name: string, limit: number, windowMs: number): AttemptLimiter =>
    env.databaseUrl ? new DatabaseLimiter(db, name, limit, windowMs) : new MemoryLimiter(limit, windowMs);
  return {
    db,
    env,
    log: createLogger(env.logLevel),
    revocations: new RevocationList(),
    rights: new StaffRights(db),
    verifiedTokens: new VerifiedTokenCache(),
    limits: {
      loginAccount: limiter("login-account", 5, 15 * MINUTE),
      loginIp: limiter("login-ip", 30, 15 * MINUTE),
      twoFactor: limiter("two-factor", 5, 15 * MINUTE),
      passwordReset: limiter("password-reset", 10, 15 * MINUTE),
    },
    notifyOutbox: () => {},
    now: () => new Date(),
    ...overrides,
  };
}
