import type { Deps } from "../../context";
import { connectionOf, lockedConnection, saveConnection } from "../../db/repo/admin/accounting";
import { decryptText, encryptText } from "../link-crypto";
import { GrantRefused, type MyobConfig, refreshTokens, type Tokens } from "./myob-client";

/**
 * The MYOB tokens at rest (decision 278): encrypted with a key derived from the server secret
 * under their own label; refreshed by one process at a time (the connection row is locked for
 * the refresh, and the rotated refresh token is written in that same transaction).
 */
const MYOB = "myob";
const PURPOSE = "accounting-tokens-v1";
/** Refresh this long before the access token expires. */
const EARLY_MS = 60_000;

const RECONNECT =
  "The connection to MYOB has lapsed. Open the job and push its invoices again to sign in to MYOB.";

type TokenDeps = Pick<Deps, "db" | "env" | "now">;

export async function storeTokens(deps: TokenDeps, tokens: Tokens, connectedBy: number | null) {
  const secret = deps.env.jwtSecret;
  await saveConnection(
    deps.db,
    {
      system: MYOB,
      accessTokenEnc: encryptText(secret, tokens.accessToken, PURPOSE),
      refreshTokenEnc: encryptText(secret, tokens.refreshToken, PURPOSE),
      expiresAt: new Date(deps.now().getTime() + tokens.expiresInSeconds * 1000),
      connectedBy,
    },
    deps.now(),
  );
}

const fresh = (expiresAt: Date, now: Date) => expiresAt.getTime() - EARLY_MS > now.getTime();

/** A live access token, refreshed first when it is about to expire. */
export async function accessToken(deps: TokenDeps, config: MyobConfig): Promise<string> {
  const secret = deps.env.jwtSecret;
  const row = await connectionOf(deps.db, MYOB);
  if (!row) throw new GrantRefused(RECONNECT);
  if (fresh(row.expiresAt, deps.now())) {
    const token = decryptText(secret, row.accessTokenEnc, PURPOSE);
    if (token) return token;
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockedConnection(tx, MYOB);
    if (!locked) throw new GrantRefused(RECONNECT);
    // Another process may have refreshed while this one waited for the lock.
    const current = decryptText(secret, locked.accessTokenEnc, PURPOSE);
    if (current && fresh(locked.expiresAt, deps.now())) return current;
    const refresh = decryptText(secret, locked.refreshTokenEnc, PURPOSE);
    if (!refresh) throw new GrantRefused(RECONNECT);
    const tokens = await refreshTokens(config, refresh).catch((error: unknown) => {
      throw error instanceof GrantRefused ? new GrantRefused(RECONNECT) : error;
    });
    await storeTokens({ ...deps, db: tx }, tokens, locked.connectedBy);
    return tokens.accessToken;
  });
}
