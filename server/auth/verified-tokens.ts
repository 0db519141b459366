import type { Actor } from "./tokens";

/**
 * Recently verified tokens, so the hot path skips the HMAC check for a token it has already
 * verified. Only valid, signature-checked tokens enter; expiry is re-checked on every hit and
 * revocation is checked by the caller on every request. Bounded: the oldest entries go first.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Actor>();

  constructor(private readonly max = 10_000) {}

  get(token: string, nowSeconds = Date.now() / 1000): Actor | undefined {
    const actor = this.entries.get(token);
    if (!actor) return undefined;
    if (actor.exp <= nowSeconds) {
      this.entries.delete(token);
      return undefined;
    }
    return actor;
  }

  set(token: string, actor: Actor) {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, actor);
  }
}
