/**
 * Listing totals per filter, each tagged with the directory version it was counted at.
 * Counting every match is the one part of a listing no index makes cheap (about 16 ms for
 * 100,000 doctors) while the page itself takes under 1 ms. The version comes from the database
 * with every page (the `directory_version` row, bumped by a trigger on doctors), so a total is
 * reused only while nothing it depends on has changed, on every replica at once: no time to
 * live. Concurrent requests at one version share one count. Per process and bounded.
 */
export class TotalsCache {
  private readonly entries = new Map<string, { version: bigint; total: Promise<number> }>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, version: bigint, count: () => Promise<number>): Promise<number> {
    const cached = this.entries.get(key);
    // A request that read an older version than the cached one (its page was read before a
    // change committed) may use the newer total: it is never staler than what it replaces.
    if (cached && cached.version >= version) return cached.total;
    const total = count();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    const entry = { version, total };
    this.entries.set(key, entry);
    // A failed count must not be served from the cache.
    total.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return total;
  }
}
