import type { AttemptLimiter } from "./auth/rate-limit";
import type { RevocationList } from "./auth/revocations";
import type { StaffRights } from "./auth/rights";
import type { Actor } from "./auth/tokens";
import type { VerifiedTokenCache } from "./auth/verified-tokens";
import type { Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What every route and service can reach; built once in createApp, replaced in tests. */
export interface Deps {
  db: Db;
  env: Env;
  log: Logger;
  revocations: RevocationList;
  rights: StaffRights;
  /** Tokens whose signature was already checked (hot path of every request). */
  verifiedTokens: VerifiedTokenCache;
  limits: {
    /** Sign-in attempts per account. */
    loginAccount: AttemptLimiter;
    /** Sign-in and other anonymous sensitive attempts per IP. */
    loginIp: AttemptLimiter;
    /** Two-factor PIN attempts per account. */
    twoFactor: AttemptLimiter;
    /** forgot-password requests per IP (each may send an e-mail). */
    passwordReset: AttemptLimiter;
  };
  /** Wakes the outbox worker after mail is queued (no-op without SMTP). */
  notifyOutbox: () => void;
  /** Wakes this process's list-import worker after an import is queued (set when it runs). */
  notifyImports?: () => void;
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    actor: Actor | undefined;
    requestId: string;
    /** True when the request was authenticated by cookies (CSRF applies), false for Bearer. */
    cookieAuth: boolean;
  };
}

/**
 * What every use case (service function) receives as its first argument: `fn(ctx, input)`.
 * Built by the guard from the request after the role and right checks passed.
 */
export interface UseCaseContext {
  deps: Deps;
  /** The signed-in caller; undefined for a visitor (public calls only). */
  actor: Actor | undefined;
  /** Right codes a staff caller holds; empty for clients, respondents and visitors. */
  rights: ReadonlySet<string>;
}
