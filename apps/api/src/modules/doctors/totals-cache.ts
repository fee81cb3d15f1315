/**
 * Recent totals per filter. Counting every match is the one part of a listing no index makes
 * cheap (about 16 ms for 100,000 doctors), while the page itself takes under 1 ms; the total
 * only feeds 'Showing X-Y of N', so it may lag a change by `ttlMs`. Concurrent requests share
 * one count. Per process, bounded, never used for anything correctness-critical.
 */
export class TotalsCache {
  private readonly entries = new Map<string, { expires: number; total: Promise<number> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.total;
    const total = count();
    if (this.ttlMs <= 0) return total;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expires: now + this.ttlMs, total });
    // A failed count must not be served from the cache.
    total.catch(() => this.entries.delete(key));
    return total;
  }
}
