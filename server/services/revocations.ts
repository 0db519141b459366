import type { Deps } from "../context";
import { unexpiredRevokedTokens } from "../db/repo/accounts";

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
