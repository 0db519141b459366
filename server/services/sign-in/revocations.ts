import pg from "pg";
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
 * With several API processes (DATABASE_URL) a logout in one must reach the others at once: each
 * process LISTENs for the revoked_tokens trigger's NOTIFY (migration 0037, decision 297) on a
 * connection of its own, and reloads every revocation whenever that connection (re)opens, so
 * nothing sent while it was down is missed. The 5-second reload stays as the safety net. A single
 * PGlite process holds every revocation in memory already and needs neither.
 */
export function startRevocationRefresh(deps: Deps, everyMs = 5_000): () => void {
  const url = deps.env.databaseUrl;
  if (!url) return () => {};
  const reload = () =>
    loadRevocations(deps).catch((error: unknown) =>
      deps.log.warn("revocation refresh failed", { error: String(error) }),
    );
  const timer = setInterval(reload, everyMs);
  timer.unref();
  let stopped = false;
  let client: pg.Client | null = null;
  const listen = async () => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on("notification", (message) => {
      const [jti, exp] = (message.payload ?? "").split(" ");
      if (jti && exp) deps.revocations.add(jti, Number(exp));
    });
    c.on("error", () => undefined);
    c.on("end", () => {
      if (!stopped) setTimeout(() => void listen(), 1000).unref();
    });
    try {
      await c.connect();
      await c.query("LISTEN token_revoked");
      await reload();
    } catch (error) {
      deps.log.warn("revocation listener could not connect", { error: String(error) });
      await c.end().catch(() => undefined);
    }
  };
  void listen();
  return () => {
    stopped = true;
    clearInterval(timer);
    void client?.end().catch(() => undefined);
  };
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
