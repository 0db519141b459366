import type { Deps } from "../../context";
import { unexpiredRevokedTokens } from "../../db/repo/accounts";
import { deleteExpiredTokens } from "../../db/repo/issued-tokens";

/** Copies unexpired revocations from the database into memory (at start, and periodically). */
export async function loadRevocations(deps: Pick<Deps, "db" | "revocations" | "now">) {
  const now = deps.now();
  for (const row of await unexpiredRevokedTokens(deps.db, now)) {
    deps.revocations.add(row.jti, Math.floor(row.expiresAt.getTime() / 1000));
  }
  deps.revocations.prune(now.getTime() / 1000);
}

/**
 * With several API processes (DATABASE_URL) a logout in one must reach the others: refresh every
 * 5 s. A single PGlite process holds every revocation in memory already and needs no timer.
 */
export function startRevocationRefresh(deps: Deps, everyMs = 5_000): () => void {
  if (!deps.env.databaseUrl) return () => {};
  const timer = setInterval(() => {
    loadRevocations(deps).catch((error: unknown) =>
      deps.log.warn("revocation refresh failed", { error: String(error) }),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Deletes expired issued/revoked token rows and forgets expired revocations in memory. */
export async function pruneExpiredTokens(deps: Pick<Deps, "db" | "revocations" | "now">) {
  const now = deps.now();
  deps.revocations.prune(now.getTime() / 1000);
  return deleteExpiredTokens(deps.db, now);
}

/**
 * Token rows are useless once the token has expired: sweep them hourly (and once at start), in
 * every process, whichever database. Deleting the same rows twice from two processes is harmless.
 */
export function startTokenCleanup(deps: Deps, everyMs = 60 * 60_000): () => void {
  const run = () =>
    pruneExpiredTokens(deps).catch((error: unknown) =>
      deps.log.warn("token cleanup failed", { error: String(error) }),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
