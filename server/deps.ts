import { RateLimiter } from "./auth/rate-limit";
import { RevocationList } from "./auth/revocations";
import { StaffRights } from "./auth/rights";
import { VerifiedTokenCache } from "./auth/verified-tokens";
import type { Deps } from "./context";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { createLogger } from "./logger";

const MINUTE = 60_000;

export function createDeps(db: Db, env: Env, overrides: Partial<Deps> = {}): Deps {
  return {
    db,
    env,
    log: createLogger(env.logLevel),
    revocations: new RevocationList(),
    rights: new StaffRights(db),
    verifiedTokens: new VerifiedTokenCache(),
    limits: {
      loginAccount: new RateLimiter(5, 15 * MINUTE),
      loginIp: new RateLimiter(30, 15 * MINUTE),
      twoFactor: new RateLimiter(5, 15 * MINUTE),
      passwordReset: new RateLimiter(10, 15 * MINUTE),
    },
    notifyOutbox: () => {},
    now: () => new Date(),
    ...overrides,
  };
}
