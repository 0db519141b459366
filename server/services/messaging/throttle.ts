/**
 * A per-process rate limit: at most `perSecond` sends start in any second. Each caller awaits its
 * slot; slots are handed out in order, spaced 1/perSecond apart.
 */
export class Throttle {
  private next = 0;
  private readonly gapMs: number;

  constructor(perSecond: number) {
    this.gapMs = 1000 / Math.max(perSecond, 0.001);
  }

  /** Resolves when this caller may send. */
  async take(now = Date.now()): Promise<void> {
    const slot = Math.max(this.next, now);
    this.next = slot + this.gapMs;
    const wait = slot - now;
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
