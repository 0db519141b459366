/**
 * Revoked token ids. Kept in memory for the hot path (every authenticated request) and in the
 * database for durability and for other processes, which refresh from it periodically.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();

  add(jti: string, expiresAtSeconds: number) {
    this.revoked.set(jti, expiresAtSeconds);
  }

  has(jti: string): boolean {
    return this.revoked.has(jti);
  }

  /** Drops entries whose tokens have expired anyway. */
  prune(nowSeconds = Date.now() / 1000) {
    for (const [jti, exp] of this.revoked) if (exp < nowSeconds) this.revoked.delete(jti);
  }
}
